import type { Readable } from 'node:stream';

/**
 * Where files live so that every instance can serve them: uploads and generated files (exports, import
 * error files). The default implementation keeps them in PostgreSQL in ~256 KiB chunks
 * (`modules/files/pg-file-store.ts`), streamed in and out, never whole in memory.
 *
 * A later S3-compatible store implements the same four calls (put = multipart upload keyed by `id`, open =
 * a ranged GET stream, remove = DeleteObjects) and keeps the metadata row in `sys_file`; nothing else changes.
 */
export type FileMeta = {
  /** Chosen by the caller (a generated image name) or generated (a uuid). */
  id?: string;
  name: string;
  mime: string;
  /** The user the file belongs to ('' for public uploads). */
  ownerCode: string;
  /** What made it: 'upload' | 'export' | 'import-errors' | 'report'. */
  kind: string;
};

export type StoredFile = Required<FileMeta> & { size: number; createdAt: Date };

export interface FileStore {
  /** Streams the source in; the file appears only once written whole. */
  put(meta: FileMeta, source: AsyncIterable<Buffer | Uint8Array | string> | Iterable<Buffer | Uint8Array>): Promise<StoredFile>;
  /** The metadata of a complete file, or null. */
  stat(id: string): Promise<StoredFile | null>;
  /** The file's bytes as a stream (chunk by chunk). */
  open(id: string): Readable;
  remove(ids: string[]): Promise<void>;
}
