/**
 * Bundle: gzip size of the JS and CSS a route needs before it can paint: the entry and
 * its static imports, the signed-in frame (src/app/SignedInApp.tsx) for routes behind
 * sign-in, the route's lazy screen chunk, and all their static imports. Chunks loaded
 * lazily after that (the palette, dialogs, menus) are listed apart as "after paint".
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  screen: string | null;
  files: number;
  jsGzipKB: number;
  cssGzipKB: number;
  totalGzipKB: number;
  /** The largest files on the path, for the report. */
  largest: { file: string; gzipKB: number }[];
}

export const SIGNED_IN_FRAME = 'src/app/SignedInApp.tsx';

/** The route's lazy screen source and whether it is public, read from the features' route modules. */
function routeSource(route: string): { screen: string | null; isPublic: boolean } {
  for (const dir of ROUTE_DIRS()) {
    const text = readFileSync(join(dir, 'routes.ts'), 'utf8');
    const match = new RegExp(`\\{[^{}]*path:\\s*'${route.replace(/[/]/g, '\\/')}'[^{}]*?import\\('([^']+)'\\)[^{}]*\\}`, 's').exec(text);
    if (match) {
      const screen = join(dir, match[1]).replace(/\\/g, '/');
      return { screen, isPublic: /public:\s*true/.test(match[0]) };
    }
  }
  return { screen: null, isPublic: false };
}

/** Every feature folder with a route module (src/features/<domain>/routes.ts). */
export const ROUTE_DIRS = (): string[] =>
  readdirSync('src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join('src/features', entry.name, 'routes.ts')))
    .map((entry) => join('src/features', entry.name));

function collect(manifest: Manifest, key: string, seen: Set<string>) {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, seen);
}

/** Builds the console into `distDir` (with its manifest) and measures each route's critical path. */
export function measureBundles(distDir: string, routes: string[]): RouteBundle[] {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const gz = (file: string) => gzipSync(readFileSync(join(distDir, file))).length / 1024;

  return routes.map((route) => {
    const { screen, isPublic } = routeSource(route);
    const keys = new Set<string>();
    collect(manifest, entry, keys);
    if (!isPublic) collect(manifest, SIGNED_IN_FRAME, keys);
    if (screen && manifest[screen]) collect(manifest, screen, keys);
    const js = [...keys].map((k) => manifest[k].file);
    const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
    const sizes = [...js, ...css].map((file) => ({ file, gzipKB: gz(file) }));
    const jsGzipKB = sizes.filter((s) => s.file.endsWith('.js')).reduce((sum, s) => sum + s.gzipKB, 0);
    const cssGzipKB = sizes.filter((s) => s.file.endsWith('.css')).reduce((sum, s) => sum + s.gzipKB, 0);
    return {
      route,
      screen: screen && manifest[screen] ? screen : null,
      files: sizes.length,
      jsGzipKB,
      cssGzipKB,
      totalGzipKB: jsGzipKB + cssGzipKB,
      largest: sizes.sort((a, b) => b.gzipKB - a.gzipKB).slice(0, 4),
    };
  });
}
