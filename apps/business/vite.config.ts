import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { precompress } from '../../scripts/precompress.mjs';

// Standalone development (`npm run dev -w business`) talks to an API on port 8081, like the console's dev server.
const apiTarget = process.env.BUSINESS_API_TARGET ?? 'http://localhost:8081';

/**
 * Built as one small ES module entry (dist/entry.js, the lifecycle) plus chunks beside it. `base: './'` makes
 * every chunk load relative to the entry's own URL, so the entry works from /subapp-assets/ or any host
 * SUBAPP_ENTRY names.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  base: './',
  server: { port: 5174, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      input: 'src/entry.ts',
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: 'entry.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
