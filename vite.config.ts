import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes a .br and a .gz beside every script, style sheet and SVG of the build: the server
 * sends them to browsers that accept them (serveStatic's `precompressed`), compressed once
 * at build time and at the highest levels rather than on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(js|css|svg|html|json)$/;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle() {
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => compressible.test(f))) {
        const file = join(outDir, name);
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 8081);
const target = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // The manifest lets `npm run bench` measure each route's critical path.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // The UI kit's modules have no import side effects: a screen importing one piece from its
    // barrel (src/ui/index.ts) must not pull in the rest (forms, image upload, dialogs).
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]ui[\\/]/.test(id) } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': target,
      '/objects': target,
      '/ws': { target: target.replace('http', 'ws'), ws: true },
    },
  },
});
