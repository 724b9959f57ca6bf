/**
 * The advertisement as a record of the pipeline: who reaches which, how it is read (with the
 * machines it plays on that the caller may see), its lifecycle, and the checks a save makes on
 * the uploaded video and the chosen machines.
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { ADVERTISEMENT_MESSAGES as M, AD_VIDEO_TYPES, adStatusName, type AdvertisementDetail, type AdvertisementRow } from '../../contract/actions/advertisements.ts';
import { MAX_VIDEO_BYTES } from '../../contract/actions/uploads.ts';
import { advertisementLifecycle } from '../../machines/records/advertisement.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { advertisementMachines, advertisements, vendingMachines } from '../db/schema/index.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';
import { looksLike } from '../../contract/file-signature.ts';
import type { ObjectStore } from '../objects/store.ts';
import { uploadedObject } from '../objects/uploaded.ts';
import { machineScope } from './vending-machine.ts';

/** The company's advertisements, deleted ones left out (docs/decisions.md "Advertisements": franchise staff see them too). */
export const advertisementScope = tenancy({ company: advertisements.company_id, deletedAt: advertisements.deleted_at });

type Ad = typeof advertisements.$inferSelect;

export function toAdvertisementRow(row: Ad, machineCount: number): Infer<typeof AdvertisementRow> {
  return {
    id: row.id,
    name: row.name,
    screen_type: row.screen_type,
    video_type: row.video_type,
    video_key: row.video_key,
    video_size: row.video_size,
    status: row.status,
    status_name: adStatusName(row.status),
    machine_count: machineCount,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

/** Each ad's machines the caller may see, counted. */
export async function visibleMachineCounts(db: Db, caller: Caller, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: advertisementMachines.advertisement_id, n: count() })
    .from(advertisementMachines)
    .innerJoin(vendingMachines, eq(vendingMachines.id, advertisementMachines.vending_machine_id))
    .where(and(inArray(advertisementMachines.advertisement_id, ids), machineScope(caller), isNull(vendingMachines.deleted_at)))
    .groupBy(advertisementMachines.advertisement_id);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function readAdvertisement(db: Db, caller: Caller, id: number): Promise<Infer<typeof AdvertisementDetail>> {
  const [row] = await db.select().from(advertisements).where(and(eq(advertisements.id, id), advertisementScope(caller)));
  if (!row) throw notFound('Advertisement');
  const machines = await db
    .select({ id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code })
    .from(advertisementMachines)
    .innerJoin(vendingMachines, eq(vendingMachines.id, advertisementMachines.vending_machine_id))
    .where(and(eq(advertisementMachines.advertisement_id, id), machineScope(caller), isNull(vendingMachines.deleted_at)))
    .orderBy(asc(vendingMachines.name), asc(vendingMachines.id));
  return { ...toAdvertisementRow(row, machines.length), machines };
}

export const advertisementRecord = defineRecord({
  entity: 'advertisement',
  table: advertisements,
  noun: 'Advertisement',
  title: (row) => `Advertisement ${row.name}`,
  scope: advertisementScope,
  read: readAdvertisement,
  lifecycle: { machine: advertisementLifecycle, column: 'status', statusName: (status) => adStatusName(Number(status)) },
});

/**
 * The uploaded video as the object store holds it: uploaded for an advertisement by the caller (so of
 * their company), an MP4 or WebM by its first bytes (the PUT checked them; checked again here, as
 * the record is about to point at it) and within the video limit. Answers the columns to store.
 */
export async function checkVideo(db: Db | Tx, caller: Caller, objects: ObjectStore, key: string) {
  const stored = await uploadedObject(db, caller, objects, key, { purposes: ['advertisement'], path: 'video_key', missing: M.videoMissing });
  const known = AD_VIDEO_TYPES.some((t) => t.id === stored.contentType);
  if (!known || !looksLike(stored.contentType, stored.body) || stored.body.length > MAX_VIDEO_BYTES) throw invalidField('video_key', M.videoNotVideo);
  return { video_key: key, video_type: stored.contentType, video_size: stored.body.length };
}

/** The chosen machines, each of the caller's reach (400 naming none of the others). */
export async function checkMachines(db: Db, caller: Caller, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await db
    .select({ id: vendingMachines.id })
    .from(vendingMachines)
    .where(and(inArray(vendingMachines.id, unique), machineScope(caller), isNull(vendingMachines.deleted_at)));
  if (found.length !== unique.length) throw invalidField('vending_machine_ids', M.machineUnknown);
  return unique;
}

/** Replaces the ad's machines within the caller's reach; links to machines they cannot see stay. */
export async function replaceMachines(db: Db, caller: Caller, advertisementId: number, machineIds: number[]) {
  const visible = db
    .select({ id: vendingMachines.id })
    .from(vendingMachines)
    .where(machineScope(caller));
  await db.delete(advertisementMachines).where(and(
    eq(advertisementMachines.advertisement_id, advertisementId),
    inArray(advertisementMachines.vending_machine_id, visible),
  ));
  if (machineIds.length) {
    await db.insert(advertisementMachines).values(machineIds.map((id) => ({ advertisement_id: advertisementId, vending_machine_id: id })));
  }
}
