import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError, badRequest, notFound } from '../../shared/errors.ts';
import type { FileStore } from '../../shared/file-store.ts';
import { detectImage, mimeOfExt } from './image-type.ts';

export const PUBLIC_FILE_PREFIX = '/api/base/file/public/';
/** 128 random bits in hex and the detected extension: unguessable, and nothing of the sender's name. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Stores an image in the file store (PostgreSQL by default), so every instance serves it. Its id is the
 * generated name, so the public address stays `/api/base/file/public/<name>`.
 */
export async function storeImage(store: FileStore, buf: Buffer) {
  if (buf.length === 0) throw badRequest('请选择要上传的图片');
  const kind = detectImage(buf);
  if (!kind) throw new AppError(415, '只能上传 PNG、JPEG、GIF 或 WebP 格式的图片');
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await store.put({ id: name, name, mime: kind.mime, ownerCode: '', kind: 'upload' }, [buf]);
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
