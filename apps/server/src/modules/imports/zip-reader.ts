import { setImmediate as nextTurn } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';
import { AppError, badRequest } from '../../shared/errors.ts';

/**
 * Just enough of a zip reader for an uploaded .xlsx, which is hostile until proven otherwise: a part's size
 * is read from the central directory and refused before a byte is inflated, and inflating stops at that
 * size, so a part that lies about it (a zip bomb) costs no more than an honest one.
 */

export const NOT_XLSX = '文件不是有效的 .xlsx 表格，请使用下载的模板';
const MAX_COMMENT = 0xffff;
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const U32_MAX = 0xffffffff;

export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; offset: number };

const invalid = () => badRequest(NOT_XLSX);

/** The entries of the central directory, by name. */
export function zipEntries(buf: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - MAX_COMMENT); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw invalid();
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) throw invalid();
    const flags = buf.readUInt16LE(at + 8);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const entry: ZipEntry = {
      name: buf.toString('utf8', at + 46, at + 46 + nameLen),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      offset: buf.readUInt32LE(at + 42),
    };
    if (flags & 1) throw badRequest('文件已加密，请另存为未加密的 .xlsx 后再导入');
    zip64Sizes(entry, buf.subarray(at + 46 + nameLen, at + 46 + nameLen + extraLen));
    entries.set(entry.name, entry);
    at += 46 + nameLen + extraLen + buf.readUInt16LE(at + 32);
  }
  return entries;
}

/** Sizes too large for 32 bits sit in the zip64 extra field, in this order, only those that are. */
function zip64Sizes(entry: ZipEntry, extra: Buffer) {
  for (let i = 0; i + 4 <= extra.length; i += 4 + extra.readUInt16LE(i + 2)) {
    if (extra.readUInt16LE(i) !== 1) continue;
    let at = i + 4;
    for (const key of ['size', 'compressedSize', 'offset'] as const) {
      if (entry[key] !== U32_MAX) continue;
      if (at + 8 > extra.length) throw invalid();
      entry[key] = Number(extra.readBigUInt64LE(at));
      at += 8;
    }
  }
}

/**
 * The part's bytes, chunk by chunk, yielding to the event loop between chunks; the caller weighs the
 * declared `entry.size` before asking. Inflating stops as soon as the part outgrows what it declared.
 */
export async function* zipPart(buf: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const at = entry.offset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw invalid();
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const data = buf.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw invalid();
  if (entry.method === 0) {
    if (data.length !== entry.size) throw invalid();
    yield data;
    return;
  }
  if (entry.method !== 8) throw invalid();
  const inflate = createInflateRaw();
  inflate.end(data);
  let total = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > entry.size) throw invalid();
      yield chunk;
      await nextTurn();
    }
  } catch (err) {
    throw err instanceof AppError ? err : invalid();
  } finally {
    inflate.destroy();
  }
  if (total !== entry.size) throw invalid();
}
