/**
 * `npm start` runs this plain-JS file: it bundles server/start.ts and everything it imports
 * from this repository into dist-server/start.mjs with esbuild (npm packages stay external)
 * whenever one of those sources changed, then runs the bundle.
 *
 * Why not tsx: loading one prebuilt file starts the server about a second sooner than tsx
 * resolving and compiling some two hundred TypeScript modules on every start (bench: reused
 * start-up, 3.2 s through tsx against a 3 s budget). The bundle must stay one folder below
 * the root: server/paths.ts finds the root as '..' from either place.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Changes outside the imported sources that still change the bundle. */
const ALWAYS_CHECKED = ['package-lock.json', 'tsconfig.json', 'server/launch.mjs'];

/** Where a project's bundle and the list of files it was built from live. */
function outputsOf(root) {
  const outDir = join(root, 'dist-server');
  return { outDir, bundle: join(outDir, 'start.mjs'), inputsFile: join(outDir, 'inputs.json') };
}

/** True when the bundle is missing, or any file it was built from changed or went away. */
export function bundleIsStale(root = ROOT) {
  const { bundle, inputsFile } = outputsOf(root);
  if (!existsSync(bundle) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(bundle).mtimeMs;
  const inputs = [...JSON.parse(readFileSync(inputsFile, 'utf8')), ...ALWAYS_CHECKED];
  return inputs.some((path) => {
    const file = join(root, path);
    return !existsSync(file) ? !ALWAYS_CHECKED.includes(path) : statSync(file).mtimeMs > builtAt;
  });
}

/** Bundles `entry` (relative to root); returns the bundle's path. */
export async function buildBundle(root = ROOT, entry = 'server/start.ts') {
  const { outDir, bundle, inputsFile } = outputsOf(root);
  const { build } = await import('esbuild');
  const startedAt = new Date();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outDir, { recursive: true });
  // Several `npm start`s may build at once (tests): each writes aside and renames, so none
  // ever runs a half-written bundle.
  const suffix = `.${process.pid}.tmp`;
  const outputs = [
    ...result.outputFiles.map((file) => ({ path: file.path, contents: file.contents })),
    { path: inputsFile, contents: JSON.stringify(Object.keys(result.metafile.inputs)) },
  ];
  for (const output of outputs) writeFileSync(output.path + suffix, output.contents);
  // Dated when the sources were read, so an edit made during the build still counts as newer.
  utimesSync(bundle + suffix, startedAt, startedAt);
  for (const output of outputs) renameSync(output.path + suffix, output.path);
  return bundle;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { bundle } = outputsOf(ROOT);
  if (bundleIsStale()) await buildBundle();
  // Stack traces point into the TypeScript sources, not the bundle.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(bundle).href);
}
