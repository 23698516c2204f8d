import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { fileChunks } from '../../db/schema/files.ts';
import { CHUNK_BYTES, pgFileStore, READ_BYTES } from './pg-file-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function* pieces(buf: Buffer, size: number) {
  for (let i = 0; i < buf.length; i += size) yield buf.subarray(i, i + size);
}

describe('PostgreSQL file store', () => {
  it('streams a file in ~256 KiB chunks and back, byte for byte; removes it', async () => {
    const store = pgFileStore(t.db);
    const data = randomBytes(CHUNK_BYTES * 4 + 12_345);
    const file = await store.put(
      { name: '数据.bin', mime: 'application/octet-stream', ownerCode: 'U1', kind: 'export' },
      pieces(data, 10_000),
    );
    expect(file).toMatchObject({ name: '数据.bin', size: data.length, ownerCode: 'U1' });
    const chunks = await t.db.select({ seq: fileChunks.seq }).from(fileChunks).where(eq(fileChunks.fileId, file.id));
    expect(chunks.length).toBe(4); // pieces gather until a chunk holds at least 256 KiB
    const back: Buffer[] = [];
    for await (const c of store.open(file.id)) back.push(c as Buffer);
    expect(Buffer.concat(back).equals(data)).toBe(true);
    // Read back a slice at a time, never a whole chunk (or several) in one piece.
    expect(Math.max(...back.map((b) => b.length))).toBe(READ_BYTES);
    await store.remove([file.id]);
    expect(await store.stat(file.id)).toBeNull();
    expect(await t.db.select().from(fileChunks).where(eq(fileChunks.fileId, file.id))).toHaveLength(0);
  });

  it('leaves nothing behind when the source fails midway', async () => {
    const store = pgFileStore(t.db);
    async function* broken() {
      yield randomBytes(CHUNK_BYTES + 1);
      throw new Error('source failed');
    }
    await expect(store.put({ id: 'broken-1', name: 'x', mime: 'x', ownerCode: '', kind: 'export' }, broken())).rejects.toThrow(
      'source failed',
    );
    expect(await store.stat('broken-1')).toBeNull();
    expect(await t.db.select().from(fileChunks).where(eq(fileChunks.fileId, 'broken-1'))).toHaveLength(0);
  });
});
