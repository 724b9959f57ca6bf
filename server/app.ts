/**
 * The one process: the API (`POST /api/{area}`), uploads (`/objects/*`), the live
 * feeds (`/ws/*`, attached in start.ts) and the built SPA with history fallback.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { HANDLERS } from './actions/index.ts';
import type { Services } from './context.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { vendingMachines } from './db/schema/index.ts';
import { narrowingRetailer } from './kit/scope.ts';
import { apiRouter } from './http/router.ts';
import { securityHeaders } from './http/security-headers.ts';
import { benchBareRoute } from './http/bench-bare-route.ts';
import { createLiveHub, type LiveIdentity } from './live/hub.ts';
import { liveTransportFor } from './live/fanout.ts';
import { createMailer } from './mail/mailer.ts';
import { noJobs } from './jobs/queue.ts';
import { createObjectStore } from './objects/store.ts';
import { objectRoutes } from './objects/routes.ts';
import { partnerRoutes } from './partner/routes.ts';
import { deviceRoutes } from './device/routes.ts';
import { dexRoutes } from './dex/routes.ts';
import { resolveCaller } from './auth/sessions.ts';
import { SESSION_COOKIE } from './auth/tokens.ts';

export function createServices(database: Database, config: ServerConfig = loadConfig(), now = () => new Date()): Services {
  return {
    config,
    database,
    db: database.db,
    mail: createMailer({ dropDir: config.mailDropDir, smtpUrl: config.smtpUrl }),
    objects: createObjectStore({ dir: config.objectsDir, secret: config.secret }),
    live: createLiveHub({ transport: liveTransportFor(database) }),
    jobs: noJobs,
    now,
  };
}

/** Serves dist/ and answers every other GET with index.html carrying the client config. */
function spaRoutes(config: ServerConfig, distDir: string) {
  const spa = new Hono();
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return spa;
  // A data block the browser never runs, so the CSP can refuse every inline script; "<" is
  // escaped so no value could close the element (src/app/config.ts reads it).
  const configJson = JSON.stringify(config.clientConfig).replace(/</g, '\\u003c');
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    '<!--client-config-->',
    `<script type="application/json" id="vc-config">${configJson}</script>`,
  );
  // The build writes .br and .gz beside each script and style sheet (vite.config.ts).
  spa.use('/assets/*', serveStatic({ root: distDir, precompressed: true, onFound: (_p, c) => c.header('cache-control', 'public, max-age=31536000, immutable') }));
  // Files at the top of dist/ (favicon, robots.txt); every other path is a screen route.
  spa.use('/:file{[^/]+\\.[a-z0-9]+}', serveStatic({ root: distDir, precompressed: true }));
  spa.get('*', (c) => c.html(indexHtml));
  return spa;
}

export function createApp(services: Services, options: { distDir?: string } = {}) {
  const app = new Hono();
  app.use('*', securityHeaders(services.config));
  app.route('/api', apiRouter(services, HANDLERS));
  app.route('/objects', objectRoutes(services));
  // The refill app's own narrow API (docs/partner-app.md).
  app.route('/partner', partnerRoutes(services));
  // Machines' own API (docs/device-protocol.md), a device key per hardware board.
  app.route('/device', deviceRoutes(services));
  // Handhelds' and telemetry providers' DEX files (docs/dex-import.md), an integration key per company.
  app.route('/dex', dexRoutes(services));
  // Only with BENCH_BARE_ROUTE=1, which `npm run bench` sets: see the file.
  const bench = benchBareRoute(services);
  if (bench) app.route('/bench', bench);
  if (options.distDir) app.route('/', spaRoutes(services.config, options.distDir));
  app.notFound((c) => c.json({ message: 'Not found.', code: 'NOT_FOUND' }, 404));
  app.onError((error, c) => {
    console.error('request failed:', error);
    return c.json({ message: 'Error occurred, please try again!', code: 'INTERNAL' }, 500);
  });
  return app;
}

/**
 * Resolves the user of a WebSocket upgrade from its session cookie only: a token in the URL
 * would end up in proxy logs and browser history.
 */
export function liveAuthenticator(services: Services) {
  return async (req: IncomingMessage): Promise<LiveIdentity | null> => {
    const cookie = (req.headers.cookie ?? '').split(';').map((p) => p.trim()).find((p) => p.startsWith(`${SESSION_COOKIE}=`));
    const token = cookie?.slice(SESSION_COOKIE.length + 1);
    if (!token) return null;
    try {
      const caller = await resolveCaller(services.db, decodeURIComponent(token), services.now());
      const retailerId = narrowingRetailer(caller);
      const machineIds = retailerId === null ? undefined : new Set((await services.db.select({ id: vendingMachines.id }).from(vendingMachines)
        .where(eq(vendingMachines.retailer_id, retailerId))).map((m) => m.id));
      return {
        machineIds,
        companyId: caller.company_id,
        userId: caller.id,
        roleId: caller.role_id,
        franchiseId: caller.franchise_id,
        roleCode: caller.role_code,
        permissions: caller.permissions,
      };
    } catch {
      return null;
    }
  };
}
