import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { FileMeta, FileStore, StoredFile } from '../../shared/file-store.ts';
import { fileChunks, files } from '../../db/schema/files.ts';

export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per read query (1 MiB). */
const READ_CHUNKS = 4;

/** The default file store: PostgreSQL rows of ~256 KiB, so every instance reads every file. */
export function pgFileStore(db: DbOrTx): FileStore {
  const stat = async (id: string): Promise<StoredFile | null> => {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.complete, true)));
    if (!row) return null;
    const { complete, ...meta } = row;
    return meta;
  };

  return {
    async put(meta: FileMeta, source) {
      const id = meta.id ?? randomUUID();
      await db.insert(files).values({ id, name: meta.name, mime: meta.mime, ownerCode: meta.ownerCode, kind: meta.kind });
      let seq = 0;
      let size = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (!pendingBytes) return;
        const data = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await db.insert(fileChunks).values({ fileId: id, seq: seq++, data });
      };
      try {
        for await (const part of source) {
          const buf = typeof part === 'string' ? Buffer.from(part) : Buffer.from(part.buffer, part.byteOffset, part.byteLength);
          size += buf.length;
          pending.push(Buffer.from(buf));
          pendingBytes += buf.length;
          if (pendingBytes >= CHUNK_BYTES) await flush();
        }
        await flush();
      } catch (err) {
        await db.delete(fileChunks).where(eq(fileChunks.fileId, id));
        await db.delete(files).where(eq(files.id, id));
        throw err;
      }
      const [row] = await db.update(files).set({ size, complete: true }).where(eq(files.id, id)).returning();
      const { complete, ...stored } = row;
      return stored;
    },
    stat,
    open(id: string) {
      async function* chunks() {
        for (let from = 0; ; from += READ_CHUNKS) {
          const rows = await db
            .select({ data: fileChunks.data })
            .from(fileChunks)
            .where(and(eq(fileChunks.fileId, id), gte(fileChunks.seq, from), lt(fileChunks.seq, from + READ_CHUNKS)))
            .orderBy(fileChunks.seq);
          for (const r of rows) yield r.data;
          if (rows.length < READ_CHUNKS) return;
        }
      }
      return Readable.from(chunks());
    },
    async remove(ids: string[]) {
      if (!ids.length) return;
      await db.delete(fileChunks).where(inArray(fileChunks.fileId, ids));
      await db.delete(files).where(inArray(files.id, ids));
    },
  };
}
