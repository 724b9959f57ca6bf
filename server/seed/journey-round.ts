/**
 * Tomorrow's round in one city (issue 56's keyboard journey), as the demo seed makes it
 * (demo-journey-plans.ts) and the tests look for it. Pure, so the e2e suite may import it.
 */
export const JOURNEY_CITY = 'Chennai';
export const JOURNEY_PLANS = 4;

/** Tomorrow at 10:00 UTC: inside "tomorrow" wherever the console is used from UTC−9 to UTC+13. */
export function tomorrowMorning(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 10));
}
