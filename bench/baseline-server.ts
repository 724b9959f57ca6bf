/** The ratio's denominator: a bare Hono JSON route on @hono/node-server, nothing else. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.post('/api/bare', async (c) => {
  const body = await c.req.json();
  return c.json({ data: { ok: true, echo: typeof body } });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8190), hostname: '127.0.0.1' });
