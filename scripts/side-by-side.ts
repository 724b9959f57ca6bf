/**
 * Runs npm scripts at the same time and fails if any fails: `tsx scripts/side-by-side.ts typecheck lint test:unit`.
 * `npm test` runs its checks this way because tsc and eslint each keep one core busy, and the
 * unit suite one more; one after another they left a core of the two idle for minutes.
 * Each line of output is prefixed with its script's name, so interleaved lines stay readable.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Runs a command with its output's lines prefixed by `label`; resolves with its exit code. */
export function runLabelled(command: string, args: readonly string[], label: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${label}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${label}${rest}\n`));
  }
  return new Promise((done) => {
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const scripts = process.argv.slice(2);
  const started = Date.now();
  const codes = await Promise.all(scripts.map(async (script) => {
    const code = await runLabelled('npm', ['run', script], `[${script}] `);
    console.log(`== ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} after ${Math.round((Date.now() - started) / 1000)} s`);
    return code;
  }));
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
}
