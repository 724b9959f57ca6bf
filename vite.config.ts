import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = Number(process.env.API_PORT ?? 8081);
const target = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The manifest lets `npm run bench` measure each route's critical path.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  server: {
    port: 5173,
    proxy: {
      '/api': target,
      '/objects': target,
      '/ws': { target: target.replace('http', 'ws'), ws: true },
    },
  },
});
