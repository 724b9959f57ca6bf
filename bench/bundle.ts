/**
 * Bundle: gzip size of the JS and CSS a route needs before it can paint (the entry,
 * its static imports, the route's lazy screen chunk and that chunk's static imports).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
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
}

/** Finds the source file a route's lazy `load` imports, by reading the route modules. */
function screenSourceOf(route: string): string | null {
  const dir = 'src/app/routes';
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), 'utf8');
    const match = new RegExp(`path:\\s*'${route.replace(/[/]/g, '\\/')}'[^}]*?import\\('([^']+)'\\)`, 's').exec(text);
    if (match) return join('src/app/routes', match[1]).replace(/\\/g, '/').replace(/^src\/app\/routes\/\.\.\/\.\.\//, 'src/');
  }
  return null;
}

function collect(manifest: Manifest, key: string, seen: Set<string>) {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, seen);
}

export function measureBundles(distDir: string, routes: string[]): RouteBundle[] {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const gz = (file: string) => gzipSync(readFileSync(join(distDir, file))).length / 1024;

  return routes.map((route) => {
    const screen = screenSourceOf(route);
    const keys = new Set<string>();
    collect(manifest, entry, keys);
    if (screen && manifest[screen]) collect(manifest, screen, keys);
    const js = [...keys].map((k) => manifest[k].file);
    const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
    const jsGzipKB = js.reduce((sum, f) => sum + gz(f), 0);
    const cssGzipKB = css.reduce((sum, f) => sum + gz(f), 0);
    return { route, screen: screen && manifest[screen] ? screen : null, files: js.length + css.length, jsGzipKB, cssGzipKB, totalGzipKB: jsGzipKB + cssGzipKB };
  });
}
