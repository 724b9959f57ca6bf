/**
 * Product feedback (issue 36, /product-feedback/{id}): one product's feedback paged and filtered,
 * and its summary (average, count by star and by source) — consistent with each other; 404 for a
 * product of another company or none; the catalogue's view permission.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_SOURCES } from '../../contract/actions/product-feedback.ts';
import { companies, productFeedback, products } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'product-management';
let api: TestApi;
let admin: string;
let productId: number;
let soloProductId: number | undefined;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const [busiest] = await api.services.db.select({ product_id: productFeedback.product_id, n: count() }).from(productFeedback)
    .groupBy(productFeedback.product_id).orderBy(productFeedback.product_id).limit(1);
  productId = busiest!.product_id;
  const [solo] = await api.services.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Solo')).limit(1);
  if (solo) soloProductId = (await api.services.db.select({ id: products.id }).from(products).where(eq(products.company_id, solo.id)).limit(1))[0]?.id;
});
afterAll(() => api.close());

describe('product feedback', () => {
  it('summarises a product: average, count, by star from 5 down and by every source', async () => {
    const r = await post({ action: 'get.product_feedback_summary', product_id: productId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const s = r.body.data;
    const rows = await api.services.db.select().from(productFeedback).where(eq(productFeedback.product_id, productId));
    expect(s.count).toBe(rows.length);
    expect(s.by_star.map((b: { stars: number }) => b.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(s.by_star.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(rows.length);
    expect(s.by_source.map((b: { source: string }) => b.source)).toEqual([...FEEDBACK_SOURCES]);
    expect(s.average).toBeCloseTo(Math.round((rows.reduce((n, f) => n + f.rating, 0) / rows.length) * 10) / 10, 5);
  });

  it('lists it paged, newest first, filtered by source and rating', async () => {
    const all = await post({ action: 'list.product_feedback', product_id: productId, limit: 2 });
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(Math.min(2, all.body.total));
    if (all.body.data.length === 2) expect(all.body.data[0].created_at >= all.body.data[1].created_at).toBe(true);
    const five = await post({ action: 'list.product_feedback', product_id: productId, rating: [5], limit: 100 });
    const summary = (await post({ action: 'get.product_feedback_summary', product_id: productId })).body.data;
    expect(five.body.total).toBe(summary.by_star[0].count);
    const source = await post({ action: 'list.product_feedback', product_id: productId, source: ['Consumer App'], limit: 100 });
    expect(source.body.data.every((f: { source: string }) => f.source === 'Consumer App')).toBe(true);
    expect((await post({ action: 'list.product_feedback', product_id: productId, rating: [6] })).status).toBe(400);
    expect((await post({ action: 'list.product_feedback', product_id: productId, source: ['Twitter'] })).status).toBe(400);
  });

  it('answers a product with no feedback with zeros and no average', async () => {
    const [lonely] = await api.services.db.select({ id: products.id }).from(products)
      .where(and(eq(products.company_id, (await api.services.db.select({ c: products.company_id }).from(products).where(eq(products.id, productId)))[0]!.c)))
      .then(async (ps) => {
        const withFeedback = new Set((await api.services.db.selectDistinct({ id: productFeedback.product_id }).from(productFeedback)).map((p) => p.id));
        return ps.filter((p) => !withFeedback.has(p.id));
      });
    const r = await post({ action: 'get.product_feedback_summary', product_id: lonely!.id });
    expect(r.body.data).toMatchObject({ count: 0, average: null });
  });

  it("answers 404 for a product that does not exist or is another company's", async () => {
    expect((await post({ action: 'get.product_feedback_summary', product_id: 2_000_000 })).status).toBe(404);
    expect((await post({ action: 'list.product_feedback', product_id: 2_000_000 })).status).toBe(404);
    if (soloProductId) expect((await post({ action: 'get.product_feedback_summary', product_id: soloProductId })).status).toBe(404);
  });

  it('needs the catalogue view permission', async () => {
    const technician = await api.login('technician@demo.local');
    expect((await post({ action: 'get.product_feedback_summary', product_id: productId }, technician)).status).toBe(403);
    expect((await post({ action: 'list.product_feedback', product_id: productId }, technician)).status).toBe(403);
    const operator = await api.login('operator@demo.local');
    expect((await post({ action: 'get.product_feedback_summary', product_id: productId }, operator)).status).toBe(200);
  });
});
