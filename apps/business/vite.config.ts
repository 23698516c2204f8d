import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { precompress } from '../../scripts/precompress.mjs';
// @ts-expect-error: as above.
import { sharedRuntime } from '../../scripts/shared-runtime.mjs';
import { SHARED_MODULES, SHARED_RUNTIME_GLOBAL } from '../../packages/contract/src/subapp.ts';

// Standalone development (`npm run dev -w business`) talks to an API on port 8081, like the console's dev server.
const apiTarget = process.env.BUSINESS_API_TARGET ?? 'http://localhost:8081';

/**
 * React, antd, dayjs, TanStack Query, zod and web-kit are the shell's (docs/sub-app-runtime.md): the build
 * reads them from the runtime the host installs, and fails if a copy of any would be bundled.
 * Built as one small ES module entry (dist/entry.js, the lifecycle) plus chunks beside it. `base: './'` makes
 * every chunk load relative to the entry's own URL, so the entry works from /subapp-assets/ or any host
 * SUBAPP_ENTRY names.
 */
export default defineConfig({
  plugins: [react(), sharedRuntime({ modules: SHARED_MODULES, global: SHARED_RUNTIME_GLOBAL }), precompress()],
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
        // The app's frame (mount-app and what it imports), the preload helper and the contract's declaration
        // helpers (every page's resources read them): one chunk beside the entry, which imports it statically. As
        // chunks of their own they were three requests on every first sub-app page (issue 31). Not the entry
        // itself: the pages import from this chunk, and the entry's URL is the host's to choose (SUBAPP_ENTRY, a
        // query string…) where a page's import of '../entry.js' would evaluate the app a second time. Rolldown's
        // runtime (a few lines for namespace objects) stays a chunk of its own: no group captures it.
        codeSplitting: {
          groups: [
            { name: 'app', test: /src[\\/]app[\\/]mount-app\.tsx$|^\0vite[\\/]preload-helper|contract[\\/]src[\\/]declaration\.ts$/ },
          ],
        },
      },
    },
  },
});
