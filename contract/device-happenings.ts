/**
 * The details of the machine events a connected machine's device reports besides what the
 * simulator's machines do (contract/machine-happenings.ts), as shown in the "Events" section of
 * /vm/{id}. The spec gives no wording for them; these are ours.
 */
import { vmStatus } from './statuses.ts';

const name = (status: number) => vmStatus(status).name;

export const DEVICE_HAPPENING_DETAILS = {
  maintenance: (from: number) => `Maintenance mode: ${name(from)} → Inactive`,
  offline: (from: number) => `Went offline: ${name(from)} → Failed`,
  maintenanceOver: 'Out of maintenance: Inactive → Active',
  silent: (minutes: number) => `No word from the device for ${minutes} minutes: Active → Failed`,
  /** The device reported a status, but an operator's own status stands. */
  statusKept: (reported: string, status: number) => `The device reported ${reported}; the status ${name(status)} set meanwhile is kept`,
  withReason: (detail: string, reason: string | undefined) => (reason ? `${detail} (${reason})` : detail),
  doorOpened: 'Door opened',
  doorClosed: 'Door closed',
  counted: (product: string, before: number, after: number) => `${product}: counted ${after} (was ${before})`,
  refilled: (product: string, before: number, after: number) => `${product}: refilled to ${after} (was ${before})`,
} as const;
