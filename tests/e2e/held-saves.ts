/**
 * The save of a record flow run in Chromium: the screen's save request is held until the
 * model's `save.succeeded` (answered by the real server) or `save.failed` (answered here with
 * the model's 409 or 400), so "Saving..." can be seen. Shared by every flow's e2e run.
 */
import { expect, type Page, type Route } from '@playwright/test';

export interface HeldSaves {
  held: Route[];
  /** A save went through to the server. */
  saved: boolean;
}

/** Holds every request of this action to this area's endpoint. */
export async function holdSaves(page: Page, endpoint: string, action: string, run: HeldSaves) {
  await page.route(`**${endpoint}`, async (route) => {
    if (route.request().postDataJSON()?.action === action) run.held.push(route);
    else await route.continue();
  });
}

type SaveEvent = { type: string; message?: string; conflict?: boolean };

/** The model's save events as what happens to the held request. */
export function saveExecutors(run: HeldSaves) {
  return {
    'save.succeeded': async () => {
      await expect.poll(() => run.held.length).toBe(1);
      run.saved = true;
      await run.held.shift()!.continue();
    },
    'save.failed': async ({ event }: { event: SaveEvent }) => {
      await expect.poll(() => run.held.length).toBe(1);
      const conflict = Boolean(event.conflict);
      await run.held.shift()!.fulfill({ status: conflict ? 409 : 400, json: { message: event.message ?? '', code: conflict ? 'CONFLICT' : 'INVALID_INPUT' } });
    },
  };
}
