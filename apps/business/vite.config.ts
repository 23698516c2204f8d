import { defineConfig } from 'vite';

// Built as one ES module entry that the console loads with import().
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    lib: { entry: 'src/entry.ts', formats: ['es'], fileName: () => 'entry.js' },
  },
});
