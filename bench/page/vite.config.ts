/** Builds the bench-only pages (cmdk comparison, big-table fixture) into bench/.data/page-dist. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), tailwindcss()],
  build: { outDir: fileURLToPath(new URL('../.data/page-dist', import.meta.url)), emptyOutDir: true, sourcemap: false },
  logLevel: 'error',
});
