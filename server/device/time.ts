/**
 * The device's clock: an event's `at` is when it happened at the machine, so a machine that was
 * offline and sends later lands each event on its own day (machine events, notifications,
 * roll-ups). An event older than MAX_EVENT_AGE_DAYS is refused (the days it would change are
 * long closed and reported), as is one more than MAX_EVENT_LEAD_MINUTES ahead of the server (a
 * clock gone wrong, which would put the event on a day that has not come).
 */
import { DEVICE_MESSAGES, MAX_EVENT_AGE_DAYS, MAX_EVENT_LEAD_MINUTES } from '../../contract/device.ts';

/** Why the event's time cannot be taken, or null. */
export function eventTimeProblem(at: string, now: Date): string | null {
  const time = Date.parse(at);
  if (time < now.getTime() - MAX_EVENT_AGE_DAYS * 86_400_000) return DEVICE_MESSAGES.tooOld(MAX_EVENT_AGE_DAYS);
  if (time > now.getTime() + MAX_EVENT_LEAD_MINUTES * 60_000) return DEVICE_MESSAGES.inTheFuture(MAX_EVENT_LEAD_MINUTES);
  return null;
}
