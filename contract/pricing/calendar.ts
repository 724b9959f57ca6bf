/**
 * When an offer runs (contract/pricing.ts): its status and dates, its channels and machines,
 * the machine's local weekday against the repeat option and its local time against the window.
 */
import {
  DEFAULT_MACHINE_TIME_ZONE, PRICING_OFFER_ACTIVE,
  type LocalMoment, type PricingContext, type PricingOffer, type RepeatOption, type TimeWindow,
} from './types.ts';

/** An instant as milliseconds (offer and coupon dates arrive as Date or ISO text). */
export const time = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).getTime();
const hhmm = (s: string | null) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(s ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** The local weekday (1–7 from Sunday) and minute of an instant in a time zone. */
/** One formatter per time zone: building one costs more than the pricing it serves (a gateway prices every vend). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) formatters.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })));
  return format;
}

export function localMoment(at: Date, timeZone: string = DEFAULT_MACHINE_TIME_ZONE): LocalMoment {
  const parts = formatterOf(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')) + 1;
  return { weekday, minute: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** Days each repeat option allows. */
export function repeatAllows(repeat: RepeatOption, weekdays: readonly number[], weekday: number): boolean {
  if (repeat === 'DAILY') return true;
  if (repeat === 'WEEKDAYS') return weekday >= 2 && weekday <= 6;
  if (repeat === 'WEEKEND') return weekday === 1 || weekday === 7;
  return weekdays.includes(weekday);
}

/** Fixed windows: Late night 23:00–03:00, Early morning 03:00–08:00 (end exclusive). */
export const TIME_WINDOW_MINUTES: Record<'LATE_NIGHT' | 'EARLY_MORNING', [number, number]> = {
  LATE_NIGHT: [23 * 60, 3 * 60],
  EARLY_MORNING: [3 * 60, 8 * 60],
};

export function windowAllows(window: TimeWindow, start: string | null, end: string | null, minute: number): boolean {
  if (window === 'FULL_DAY') return true;
  const [from, to] = window === 'CUSTOM' ? [hhmm(start), hhmm(end)] : TIME_WINDOW_MINUTES[window];
  if (from === null || to === null) return false;
  if (from === to) return true;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** Whether an offer runs for this machine, channel and moment (status, dates, days, window). */
export function offerApplies(offer: PricingOffer, ctx: PricingContext): boolean {
  if (offer.status !== PRICING_OFFER_ACTIVE) return false;
  const at = ctx.at.getTime();
  if (at < time(offer.startAt)) return false;
  if (offer.endAt !== null && at > time(offer.endAt)) return false;
  if (!offer.channels.includes(ctx.channel)) return false;
  if (offer.machineIds !== null && !offer.machineIds.includes(ctx.machineId)) return false;
  if (!repeatAllows(offer.repeat, offer.weekdays, ctx.local.weekday)) return false;
  return windowAllows(offer.window, offer.windowStart, offer.windowEnd, ctx.local.minute);
}
