import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { precompress } from '../../scripts/precompress.mjs';

// During development the API runs separately (port 8081 keeps clear of a full `npm start` on 8080).
const apiTarget = process.env.CONSOLE_API_TARGET ?? 'http://localhost:8081';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/subapp-assets': { target: apiTarget, changeOrigin: true },
  '/runtime-config.js': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Route pages are split with React.lazy; this only keeps the warning meaningful for the login bundle.
    chunkSizeWarningLimit: 600,
  },
});
