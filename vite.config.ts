import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = Number(process.env.API_PORT ?? 8081);
const target = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
