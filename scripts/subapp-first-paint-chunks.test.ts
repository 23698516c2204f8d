import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChunks, type Chunk, withImports as chunkWithImports } from './chunk-graph.ts';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'subapp-first-paint-'));
let chunks: Chunk[] = [];

const withImports = (start: Chunk) => chunkWithImports(chunks, start);
const chunkOf = (module: RegExp) => {
  const found = chunks.find((c) => c.moduleIds.some((id) => module.test(id)));
  if (!found) throw new Error(`no chunk holds ${module}`);
  return found;
};

beforeAll(async () => {
  chunks = await buildChunks('business', outDir);
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the sub-app's first page (issue 31: /subapp/product/brand in at most 25 requests)", () => {
  it('mounts with the entry and one chunk: the app frame, the preload helper and the declaration helpers', () => {
    const entry = chunks.find((c) => c.isEntry);
    if (!entry) throw new Error('no entry chunk');
    const app = chunkOf(/src[\\/]app[\\/]mount-app\.tsx$/);
    expect(withImports(entry)).toEqual([entry, app]);
    expect(chunkOf(/^\0vite[\\/]preload-helper/)).toBe(app);
    expect(chunkOf(/contract[\\/]src[\\/]declaration\.ts$/)).toBe(app);
    // The pages import from that chunk, never from the entry: the host may load the entry under another URL.
    expect(chunks.filter((c) => c.imports.includes(entry.fileName))).toEqual([]);
  });

  it("the brand page adds its own chunk, its area's resources and API, and the bundler's runtime: 6 files in all", () => {
    const entry = chunks.find((c) => c.isEntry) as Chunk;
    const page = chunkOf(/features[\\/]products[\\/]BrandPage\.tsx$/);
    const files = new Set([...withImports(entry), ...withImports(page)].map((c) => c.name));
    expect(files).toEqual(new Set(['entry', 'app', 'BrandPage', 'products-resources', 'products-api', 'rolldown-runtime']));
  });
});
