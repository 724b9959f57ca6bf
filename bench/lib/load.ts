/**
 * A small closed-loop HTTP load generator: `concurrency` clients on keep-alive sockets,
 * each sending the next request as soon as the last answers, for `durationMs`.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { measureSteal } from './cpu-steal.ts';
import { percentile } from './stats.ts';

export interface LoadOptions {
  url: string;
  /** The request body, or a function giving the next one (null: no more requests). */
  body: unknown | (() => unknown | null);
  headers?: Record<string, string>;
  concurrency: number;
  durationMs: number;
  /** Responses with these statuses count as success (default 200). */
  ok?: number[];
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** The first failed response (status and body), to tell why. */
  firstError?: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** The hypervisor's share of the CPUs during the run (lib/cpu-steal.ts). */
  hostSteal?: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target = new URL(options.url);
  const ok = new Set(options.ok ?? [200]);
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let exhausted = false;
  const deadline = performance.now() + options.durationMs;

  const once = () =>
    new Promise<void>((resolve) => {
      const body = typeof options.body === 'function' ? (options.body as () => unknown)() : options.body;
      if (body === null) {
        exhausted = true;
        return resolve();
      }
      const payload = JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        // Asks for compressed answers, as a browser does: the server's work includes compressing.
        { agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'accept-encoding': 'gzip, deflate, br', ...options.headers } },
        (res) => {
          const failed = !ok.has(res.statusCode ?? 0);
          const chunks: Buffer[] = [];
          if (failed && firstError === undefined) res.on('data', (chunk: Buffer) => chunks.push(chunk));
          else res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if (failed) {
              errors++;
              const body = Buffer.concat(chunks);
              const text = body.length && res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
              firstError ??= `${res.statusCode} ${text.toString('utf8').slice(0, 300)}`;
            }
            resolve();
          });
        },
      );
      req.on('error', (error) => {
        errors++;
        firstError ??= error.message;
        resolve();
      });
      req.end(payload);
    });

  const started = performance.now();
  const steal = measureSteal();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline && !exhausted) await once();
    }),
  );
  const elapsed = performance.now() - started;
  const hostSteal = steal();
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    firstError,
    rps: (sorted.length / elapsed) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    hostSteal,
  };
}
