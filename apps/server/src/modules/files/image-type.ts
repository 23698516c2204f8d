/** The image kinds the upload accepts, recognised by their first bytes, never by name or declared type. */
export type ImageKind = { ext: 'png' | 'jpg' | 'gif' | 'webp'; mime: string };

const KINDS: Record<ImageKind['ext'], string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

const startsWith = (buf: Buffer, bytes: number[], at = 0) => buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function detectImage(buf: Buffer): ImageKind | null {
  let ext: ImageKind['ext'] | null = null;
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ext = 'png';
  else if (startsWith(buf, [0xff, 0xd8, 0xff])) ext = 'jpg';
  else if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) ext = 'gif';
  else if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) ext = 'webp';
  return ext ? { ext, mime: KINDS[ext] } : null;
}

export const mimeOfExt = (ext: string) => KINDS[ext as ImageKind['ext']];
