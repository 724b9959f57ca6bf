/**
 * /api/advertisement-management advertisements on the record pipeline: list, get, create,
 * update, delete, and the status steps of machines/records/advertisement.ts.
 */
import { inArray } from 'drizzle-orm';
import * as contract from '../../contract/actions/advertisements.ts';
import { AD_ACTION_EVENTS, mayEditAdvertisement } from '../../machines/records/advertisement.ts';
import { callerOf } from '../context.ts';
import { eitherOf, machinesIn, markConfigChanged, playingAd } from '../device/config-version.ts';
import { advertisements } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation, defineTransition } from '../kit/mutation.ts';
import {
  advertisementRecord, advertisementScope, checkMachines, checkVideo, replaceMachines, toAdvertisementRow, visibleMachineCounts,
} from '../records/advertisement.ts';

export const advertisementsHandlers = [
  defineList(contract.listAdvertisements, {
    scope: advertisementScope,
    query: (db, where) => db.select().from(advertisements).where(where),
    count: (db, where) => db.select({ n: countAll }).from(advertisements).where(where),
    filters: {
      status: (statuses) => inArray(advertisements.status, statuses),
      screen_type: (types) => inArray(advertisements.screen_type, types),
    },
    search: [advertisements.name],
    sort: {
      name: advertisements.name,
      screen_type: advertisements.screen_type,
      status: advertisements.status,
      created_at: advertisements.created_at,
      updated_at: advertisements.updated_at,
    },
    tiebreak: advertisements.id,
    rows: async (page, ctx) => {
      const counts = await visibleMachineCounts(ctx.db, callerOf(ctx), page.map((r) => r.id));
      return page.map((r) => toAdvertisementRow(r, counts.get(r.id) ?? 0));
    },
  }),

  defineGet(contract.getAdvertisement, advertisementRecord),

  defineCreate(contract.createAdvertisement, advertisementRecord, {
    values: async ({ tx, input, caller, services }) => {
      const video = await checkVideo(tx, caller, services.objects, input.video_key);
      return { company_id: caller.company_id, name: input.name.trim(), screen_type: input.screen_type, status: contract.AD_STATUS.active, ...video };
    },
    after: async ({ tx, input, caller, row, now }) => {
      const machines = await checkMachines(tx, caller, input.vending_machine_ids);
      await replaceMachines(tx, caller, row.id, machines);
      await markConfigChanged(tx, machines, now);
      return { vending_machine_ids: machines };
    },
  }),

  defineMutation(contract.updateAdvertisement, advertisementRecord, {
    apply: async ({ tx, input, caller, row, services, now }) => {
      if (!mayEditAdvertisement(row.status)) throw conflict(`Advertisement ${row.name} is Expired; it cannot be edited.`);
      const video = input.video_key && input.video_key !== row.video_key ? await checkVideo(tx, caller, services.objects, input.video_key) : {};
      const machines = await checkMachines(tx, caller, input.vending_machine_ids);
      // The machines it played on and those it plays on now.
      await markConfigChanged(tx, eitherOf(playingAd(row.id), machinesIn(machines)), now);
      await replaceMachines(tx, caller, row.id, machines);
      return { set: { name: input.name.trim(), screen_type: input.screen_type, ...video }, audit: { vending_machine_ids: machines } };
    },
  }),

  defineDelete(contract.deleteAdvertisement, advertisementRecord, {
    apply: async ({ tx, row, now }) => {
      await markConfigChanged(tx, playingAd(row.id), now);
      return { set: { deleted_at: now } };
    },
  }),

  defineTransition(contract.changeAdvertisementStatus, advertisementRecord, {
    event: (input) => AD_ACTION_EVENTS[input.status_action],
    apply: async ({ tx, row, now }) => markConfigChanged(tx, playingAd(row.id), now),
  }),
];
