/**
 * `heartbeat`: firmware, signal and temperature into the machine's device state, through the
 * coalesced writer (../presence.ts), answered `accepted` at once. Not stored in device_events:
 * a heartbeat changes nothing but the latest readings, so a resent or lost one is harmless,
 * and a row per heartbeat would be 2.4 million rows a day at 100,000 machines for no reader.
 */
import type { EventHandler } from './index.ts';
import { noteHeartbeat } from '../presence.ts';

export const heartbeat: EventHandler<'heartbeat'> = {
  stored: false,
  apply(db, device, event, deps) {
    noteHeartbeat(db, device, event, deps.now());
    return Promise.resolve({});
  },
};
