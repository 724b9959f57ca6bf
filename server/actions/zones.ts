/**
 * /api/zone-management zones on the record pipeline: list, get, create, update, delete. The
 * boundary was checked by the request struct (contract/geo.ts); a save also keeps its bounding
 * box, from which the view's "what lies inside" starts. A zone with warehouses or machines
 * assigned is not deleted (409 saying how many).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/zones.ts';
import type { GeoPolygon } from '../../contract/geo.ts';
import { vendingMachines as vm, warehouses, zones } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { callerOf } from '../context.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { assertZoneNameFree, boundaryColumns, toZoneRow, zoneCounts, zoneRecord, zoneScope } from '../records/zone.ts';

type Fields = (typeof contract.createZone)['request']['TYPE'];

/** The columns a save writes from the request (the struct has refused a missing or bad boundary). */
const columnsOf = (input: Fields) => ({ name: input.name.trim(), ...boundaryColumns(input.boundary as GeoPolygon) });

export const zonesHandlers = [
  defineList(contract.listZones, {
    scope: zoneScope,
    query: (db, where) => db.select().from(zones).where(where),
    count: (db, where) => db.select({ n: countAll }).from(zones).where(where),
    search: [zones.name],
    sort: { name: zones.name, created_at: zones.created_at, updated_at: zones.updated_at },
    tiebreak: zones.id,
    rows: async (page, ctx) => {
      const counts = await zoneCounts(ctx.db, callerOf(ctx), page.map((z) => z.id));
      return page.map((z) => toZoneRow(z, counts.get(z.id)));
    },
  }),

  defineGet(contract.getZone, zoneRecord),

  defineCreate(contract.createZone, zoneRecord, {
    values: async ({ tx, input, caller }) => {
      await assertZoneNameFree(tx, caller, input.name.trim());
      return { company_id: caller.company_id, ...columnsOf(input) };
    },
  }),

  defineMutation(contract.updateZone, zoneRecord, {
    apply: async ({ tx, input, caller, row }) => {
      await assertZoneNameFree(tx, caller, input.name.trim(), row.id);
      return { set: columnsOf(input) };
    },
  }),

  defineDelete(contract.deleteZone, zoneRecord, {
    apply: async ({ tx, row, now }) => {
      // Every assignment counts here, in or out of the caller's reach: a zone is the company's.
      const n = sql<number>`count(*)::int`;
      const [[w], [m]] = await Promise.all([
        tx.select({ n }).from(warehouses).where(eq(warehouses.zone_id, row.id)),
        tx.select({ n }).from(vm).where(and(eq(vm.zone_id, row.id), isNull(vm.deleted_at))),
      ]);
      if (w!.n + m!.n > 0) throw conflict(contract.ZONE_MESSAGES.inUse(w!.n, m!.n));
      return { set: { deleted_at: now } };
    },
  }),
];
