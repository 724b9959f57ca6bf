/**
 * axe-core on every screen of the route table (issue 34 "Accessibility"): signed out on the
 * sign-in screens, then as the company admin and as a store manager (store-scoped, no user
 * management), each signed in once and going from route to route. No serious or critical
 * violation on any of them. The routes come from the route table and real ids from the demo
 * seed (route-samples.ts), so a new screen is checked without anyone adding it here.
 */
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { currentUser, hasParameter, publicVisits, routesWithoutSource, signedInVisits, signInApi, type RouteVisit } from './route-samples.ts';

const BLOCKING = new Set(['serious', 'critical']);

// No colour fades: axe would otherwise measure a just-enabled button halfway through its fade.
test.use({ reducedMotion: 'reduce' });

/**
 * axe's defaults, plus WCAG 2.5.3 "Label in Name" (`label-content-name-mismatch`), which axe
 * still marks experimental. Only violations are collected: passes would cost time on every screen.
 */
const AXE_OPTIONS: RunOptions = { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } };

/** Waits until the screen shows what it loaded, not a placeholder. */
async function settle(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
}

/** One line per serious or critical violation on the open screen: rule, impact and where. */
async function blockingViolations(page: Page): Promise<string[]> {
  // axe-core is in every document from its start (addInitScript), so each screen only runs it.
  const results = await page.evaluate((options) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, options), AXE_OPTIONS);
  return results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help}`));
}

test.beforeEach(async ({ page }) => {
  // A direct run is several times faster than @axe-core/playwright's, which analyses frame by
  // frame and finishes in a second blank page: that put the admin's screens over 2 minutes.
  await page.addInitScript({ content: axe.source });
});

async function checkEvery(page: Page, visits: readonly RouteVisit[]) {
  for (const visit of visits) {
    await page.goto(visit.path);
    await settle(page);
    // The route itself answered (not a redirect, nor "Not allowed" for a route the role may open).
    expect(new URL(page.url()).pathname, `${visit.path} stayed on its route`).toBe(visit.path);
    await expect(page.getByText('Not allowed'), `${visit.path} is open to this role`).toHaveCount(0);
    expect.soft(await blockingViolations(page), `axe on ${visit.path} (${visit.route.title})`).toEqual([]);
  }
}

test('every route with a parameter says where the tests find a real one', () => {
  expect(routesWithoutSource()).toEqual([]);
});

test("a filter's choice list is named by its label and the choice it shows", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/orders');
  await expect(page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: /^Vend Status/ })).toHaveAccessibleName('Vend Status All');
});

test('the sign-in screens have no serious or critical accessibility violation', async ({ page }) => {
  await checkEvery(page, publicVisits());
});

test('every screen the company admin may open has no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@demo.local');
  const visits = await signedInVisits(page.request, await currentUser(page.request));
  expect(visits.length).toBeGreaterThan(20);
  // The walk grows with the route table: a screen takes about a second, three under a loaded CI.
  test.setTimeout(60_000 + visits.length * 3_000);
  await checkEvery(page, visits);
});

test('every screen a store manager may open has no serious or critical accessibility violation', async ({ page, request }) => {
  test.setTimeout(240_000);
  // The admin's records, for the screens the store manager opens without a record of its own.
  await signInApi(request, 'admin@demo.local', DEMO_PASSWORD);
  const adminVisits = await signedInVisits(request, await currentUser(request));
  const adminIds = new Map(adminVisits.filter((v) => hasParameter(v.route)).map((v) => [v.route.path, v.path.split('/').pop()!]));

  await signIn(page, 'store@demo.local');
  const visits = await signedInVisits(page.request, await currentUser(page.request), adminIds);
  expect(visits.map((v) => v.route.path)).not.toContain('/users');
  await checkEvery(page, visits);
});
