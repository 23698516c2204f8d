import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { FileMeta, FileStore, StoredFile } from '../../shared/file-store.ts';
import { fileChunks, files } from '../../db/schema/files.ts';

export const CHUNK_BYTES = 256 * 1024;
/**
 * Bytes read per query when a file is read back. Every buffer of a read (the driver's message buffer, the
 * bytea's hex text and its bytes) stays under glibc's 128 KiB mmap threshold this way: reading 1 MiB at a
 * time, a 76 MB download (the bench's 1,000,000-user export) left the server ~130 MB of RSS in malloc's heap
 * that it never gave back (issue 31).
 */
export const READ_BYTES = 64 * 1024;

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
      async function* slices() {
        for (let seq = 0; ; seq++) {
          for (let from = 0; ; from += READ_BYTES) {
            const [row] = await db
              .select({ data: sql<Buffer>`substring(${fileChunks.data} from ${from + 1} for ${READ_BYTES})` })
              .from(fileChunks)
              .where(and(eq(fileChunks.fileId, id), eq(fileChunks.seq, seq)));
            if (!row) return;
            if (row.data.length) yield row.data;
            if (row.data.length < READ_BYTES) break;
          }
        }
      }
      return Readable.from(slices());
    },
    async remove(ids: string[]) {
      if (!ids.length) return;
      await db.delete(fileChunks).where(inArray(fileChunks.fileId, ids));
      await db.delete(files).where(inArray(files.id, ids));
    },
  };
}
