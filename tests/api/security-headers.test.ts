/**
 * Every response carries the security headers (issue 34, finding 10): the SPA, its assets,
 * the API, objects and 404s; the SPA holds no inline script; HSTS and the cookie's Secure
 * flag only when PUBLIC_URL is https.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let distDir: string;

beforeAll(async () => {
  api = await startApi();
  // A stand-in for the built SPA: index.html with the config placeholder and one asset.
  distDir = mkdtempSync(join(tmpdir(), 'vc-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--client-config--><script type="module" src="/assets/main.js"></script></head><body></body></html>');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'main.js'), 'console.log(1)');
});
afterAll(() => api.close());

const appWith = (publicUrl = 'http://localhost:8080', clientConfig: Record<string, number> = {}) =>
  createApp({ ...api.services, config: { ...api.services.config, publicUrl, clientConfig } }, { distDir });

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** One request of each kind the server answers. */
async function everyKindOfResponse(app: ReturnType<typeof createApp>) {
  return {
    spa: await app.request('/vm/1'),
    asset: await app.request('/assets/main.js'),
    api: await app.request('/api/user-management', json({ action: 'me' })),
    apiError: await app.request('/api/user-management', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
    object: await app.request('/objects/feedback/AAAAAAAAAAAAAAAAAAAAAAAA'),
    notFound: await app.request('/nothing/here', { method: 'DELETE' }),
  };
}

describe('security headers', () => {
  it('are on every response: scripts from this origin only, no framing, no sniffing, no referrer abroad, no powerful features', async () => {
    for (const [kind, response] of Object.entries(await everyKindOfResponse(appWith()))) {
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
      expect(scriptSrc, kind).toBe("'self'");
      expect(csp, kind).toContain("default-src 'self'");
      expect(csp, kind).toContain("frame-ancestors 'none'");
      expect(csp, kind).toContain("object-src 'none'");
      expect(response.headers.get('x-frame-options'), kind).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), kind).toBe('same-origin');
      expect(response.headers.get('permissions-policy'), kind).toContain('camera=()');
      expect(response.headers.get('permissions-policy'), kind).toContain('geolocation=(self)');
      expect(/img-src ([^;]*)/.exec(csp)?.[1], kind).toBe("'self' data: blob: https://tile.openstreetmap.org");
      expect(response.headers.get('strict-transport-security'), kind).toBeNull();
    }
  });

  it('send HSTS only when the console is served over https (PUBLIC_URL)', async () => {
    for (const [kind, response] of Object.entries(await everyKindOfResponse(appWith('https://console.example.com')))) {
      expect(response.headers.get('strict-transport-security'), kind).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('the session cookie is Secure only over https', async () => {
    const login = { action: 'login', email: 'operator@demo.local', password: 'Demo@1234' };
    const plain = await appWith().request('/api/user-management', json(login));
    expect(plain.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
    const secure = await appWith('https://console.example.com').request('/api/user-management', json(login));
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('the SPA carries its client config as data, not as an inline script, and cannot be broken out of', async () => {
    const html = await (await appWith('http://localhost:8080', { IDLE_WARNING_MS: 5000 }).request('/login')).text();
    expect(html).toContain('<script type="application/json" id="vc-config">{"IDLE_WARNING_MS":5000}</script>');
    // Every script element either loads a file of this origin or is a data block.
    for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/type="application\/json"|src="\//);
    const hostile = await (await appWith('http://localhost:8080', { '</script><script>alert(1)</script>': 1 }).request('/login')).text();
    expect(hostile).not.toContain('</script><script>alert(1)');
  });
});
