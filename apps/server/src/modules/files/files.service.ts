import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { imageRefs } from '../../shared/image-refs.ts';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError, badRequest, notFound, tooMany } from '../../shared/errors.ts';
import type { FileStore } from '../../shared/file-store.ts';
import { RateWindow } from '../../shared/rate-window.ts';
import { detectImage, mimeOfExt } from './image-type.ts';
import { files } from '../../db/schema/files.ts';
import { pgFileStore } from './pg-file-store.ts';

export const PUBLIC_FILE_PREFIX = '/api/base/file/public/';
/** 128 random bits in hex and the detected extension: unguessable, and nothing of the sender's name. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** Per user and instance: enough for anyone writing an article, and a flood stops here, not in the database. */
export const UPLOADS_PER_MINUTE = 30;
const uploads = new RateWindow(UPLOADS_PER_MINUTE, 60_000);

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Stores an image in the file store (PostgreSQL by default), so every instance serves it. Its id is the
 * generated name, so the public address stays `/api/base/file/public/<name>`.
 */
export async function storeImage(store: FileStore, buf: Buffer, ownerCode: string) {
  if (!uploads.take(ownerCode)) throw tooMany(`上传过于频繁：每分钟最多上传 ${UPLOADS_PER_MINUTE} 张图片，请稍后再试`);
  if (buf.length === 0) throw badRequest('请选择要上传的图片');
  const kind = detectImage(buf);
  if (!kind) throw new AppError(415, '只能上传 PNG、JPEG、GIF 或 WebP 格式的图片');
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await store.put({ id: name, name, mime: kind.mime, ownerCode, kind: 'upload' }, [buf]);
  return { url: `${PUBLIC_FILE_PREFIX}${name}`, name, size: buf.length, type: kind.mime };
}

/**
 * A stored image by its generated name; anything else (paths, other names) is simply not there. Images
 * uploaded before the store moved to PostgreSQL are still read from DATA_DIR/uploads.
 */
export async function openImage(store: FileStore, dataDir: string, name: string) {
  const m = STORED_NAME.exec(name);
  if (!m) throw notFound('文件不存在');
  const stored = await store.stat(name);
  if (stored?.kind === 'upload') return { stream: store.open(name), size: stored.size, mime: stored.mime };
  const file = path.join(uploadsDir(dataDir), name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound('文件不存在');
  return { stream: createReadStream(file), size: info.size, mime: mimeOfExt(m[1]) };
}

/** A stored name inside a text (the whole name is the first group). */
const NAME_IN_TEXT = `(${STORED_NAME.source.slice(1, -1)})`;

/** Generated names mentioned anywhere in the registered columns (one pass over each). */
async function mentionedImages(db: Db) {
  const names = new Set<string>();
  for (const { table, column } of imageRefs()) {
    const { rows } = await db.execute<{ name: string }>(
      sql`select distinct (regexp_matches(${column}, ${NAME_IN_TEXT}, 'g'))[1] as name
          from ${table} where ${column} like ${`%${PUBLIC_FILE_PREFIX}%`}`,
    );
    for (const r of rows) names.add(r.name);
  }
  return names;
}

/**
 * Job: uploaded images older than `days` that no registered column mentions (shared/image-refs.ts) go, a
 * thousand at a time. Images still read from DATA_DIR/uploads are left alone.
 */
export async function purgeUnreferencedImages(db: Db, days: number) {
  const kept = await mentionedImages(db);
  const store = pgFileStore(db);
  let removed = 0;
  for (let after = ''; ; ) {
    const batch = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.kind, 'upload'), lt(files.createdAt, sql`now() - make_interval(days => ${days})`), gt(files.id, after)))
      .orderBy(files.id)
      .limit(1000);
    if (!batch.length) return removed;
    after = batch[batch.length - 1].id;
    const gone = batch.map((f) => f.id).filter((id) => !kept.has(id));
    await store.remove(gone);
    removed += gone.length;
  }
}
