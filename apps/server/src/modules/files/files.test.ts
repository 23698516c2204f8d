import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { contentArticles } from '../../db/schema/content.ts';
import { brands, spus } from '../../db/schema/products.ts';
import { roleHolding, signedInUser } from '../users/system-fixtures.ts';
import { PUBLIC_FILE_PREFIX, purgeUnreferencedImages, UPLOADS_PER_MINUTE } from './files.service.ts';
import { fileChunks, files } from '../../db/schema/files.ts';
import { detectImage } from './image-type.ts';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const dataDir = path.join(os.tmpdir(), `files-test-${process.pid}-${Date.now()}`);

let t: TestApp;
let token: string;
beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  t = await buildTestApp({ DATA_DIR: dataDir });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function multipart(parts: { field: string; filename: string; type: string; data: Buffer }[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
    );
    chunks.push(p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(parts: Parameters<typeof multipart>[0], opts: { scene?: string; auth?: boolean; as?: string } = {}) {
  const { payload, headers } = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/base/file/publicUpload?scene=${opts.scene ?? 'SHOP'}`,
    payload,
    headers: { ...headers, ...(opts.auth === false ? {} : { authorization: `Bearer ${opts.as ?? token}` }) },
  });
  return { status: res.statusCode, body: res.json() };
}

const file = (data: Buffer, filename = 'a.png', type = 'image/png') => [{ field: 'file', filename, type, data }];

describe('POST /base/file/publicUpload', () => {
  it('stores a real PNG in the database by a generated name and serves it back with its type and nosniff', async () => {
    const res = await upload(file(PNG, '../../etc/passwd.png'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { type: 'image/png', size: PNG.length } });
    const url: string = res.body.data.url;
    expect(url).toMatch(/^\/api\/base\/file\/public\/[0-9a-f]{32}\.png$/);
    const [stored] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, url.split('/').pop() as string));
    expect(stored).toMatchObject({ kind: 'upload', mime: 'image/png', size: PNG.length, complete: true });

    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(img.headers['content-disposition']).toBe('inline');
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(img.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an HTML file renamed .png and stores nothing', async () => {
    const count = async () => (await t.db.select().from(files)).length;
    const before = await count();
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const res = await upload(file(html, 'evil.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 415, message: '只能上传 PNG、JPEG、GIF 或 WebP 格式的图片', data: null });
    const svg = await upload(file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.svg', 'image/svg+xml'));
    expect(svg.status).toBe(415);
    expect(await count()).toBe(before);
  });

  it('refuses a file over 5 MB, even a real image', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(file(big));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, message: '图片不能超过5MB' });
  });

  it('accepts an image of 2 MB (the JSON body limit does not apply to uploads)', async () => {
    const res = await upload(file(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])));
    expect(res.body.code).toBe(200);
  });

  it('needs a session, a known scene, a multipart body and the file field', async () => {
    expect((await upload(file(PNG), { auth: false })).body.code).toBe(600008);
    expect((await upload(file(PNG), { scene: 'OTHER' })).body).toMatchObject({ code: 400, message: '不支持的上传场景' });
    expect((await upload([{ field: 'other', filename: 'a.png', type: 'image/png', data: PNG }])).body.message).toBe(
      '请选择要上传的图片（字段名 file）',
    );
    const json = await t.post('/base/file/publicUpload?scene=SHOP', { file: 'x' }, { token });
    expect(json.status).toBe(400);
  });

  it('serves only generated names: other names and path tricks are not found', async () => {
    for (const name of [
      'nope.png',
      '..%2F..%2Fpackage.json',
      '0123456789abcdef0123456789abcdef.svg',
      '0123456789abcdef0123456789abcdef.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/base/file/public/${name}` });
      expect(res.statusCode).toBe(404);
    }
    expect(existsSync(dataDir)).toBe(true);
  });

  it('still serves images uploaded to DATA_DIR/uploads before the move to the database', async () => {
    const name = `${'ab'.repeat(16)}.png`;
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', name), PNG);
    const img = await t.app.inject({ method: 'GET', url: `/api/base/file/public/${name}` });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('upload limits', () => {
  it('needs a key of the page that uploads (the article editor: content.add or content.edit)', async () => {
    await roleHolding(t, '7601', ['content.query', 'userManagement.query']);
    await roleHolding(t, '7602', ['content.query', 'content.edit']);
    const reader = await signedInUser(t, 'up_reader', '7601');
    const editor = await signedInUser(t, 'up_editor', '7602');
    expect(await upload(file(PNG), { as: reader.token })).toMatchObject({ status: 403, body: { code: 403 } });
    expect((await upload(file(PNG), { as: editor.token })).status).toBe(200);
    const [row] = await t.db.select().from(files).where(eq(files.ownerCode, editor.code));
    expect(row.kind).toBe('upload');
  });

  it('holds each user to 30 uploads a minute: 429 with a Chinese message, other users unaffected', async () => {
    await roleHolding(t, '7603', ['content.add']);
    const flooder = await signedInUser(t, 'up_flooder', '7603');
    const other = await signedInUser(t, 'up_other', '7603');
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) expect((await upload(file(PNG), { as: flooder.token })).status).toBe(200);
    expect(await upload(file(PNG), { as: flooder.token })).toMatchObject({
      status: 429,
      body: { code: 429, message: '上传过于频繁：每分钟最多上传 30 张图片，请稍后再试' },
    });
    expect(await t.db.select().from(files).where(eq(files.ownerCode, flooder.code))).toHaveLength(UPLOADS_PER_MINUTE);
    expect((await upload(file(PNG), { as: other.token })).status).toBe(200);
  });

  it('purges images no row mentions once UPLOAD_KEEP_DAYS have passed; those an article, logo or SPU shows stay', async () => {
    const names: string[] = [];
    for (let i = 0; i < 5; i++) names.push((await upload(file(PNG))).body.data.name);
    const [inArticle, inLogo, inSpu, orphan, young] = names;
    await t.db
      .update(files)
      .set({ createdAt: sql`now() - make_interval(days => ${t.config.uploadKeepDays + 1})` })
      .where(inArray(files.id, [inArticle, inLogo, inSpu, orphan]));
    await t.db
      .insert(contentArticles)
      .values({ title: '有图', typeCode: 'T', content: `<p><img src="${PUBLIC_FILE_PREFIX}${inArticle}"></p>` });
    await t.db.insert(brands).values({ code: 'UPB1', name: '有Logo', logo: `${PUBLIC_FILE_PREFIX}${inLogo}` });
    await t.db.insert(spus).values({ code: 'UPS1', name: '有图', brandId: 1, categoryId: 1, image: `${PUBLIC_FILE_PREFIX}${inSpu}` });
    expect(await purgeUnreferencedImages(t.db, t.config.uploadKeepDays)).toBe(1);
    const left = (await t.db.select({ id: files.id }).from(files).where(inArray(files.id, names))).map((f) => f.id);
    expect(left.sort()).toEqual([inArticle, inLogo, inSpu, young].sort());
    expect(await t.db.select().from(fileChunks).where(eq(fileChunks.fileId, orphan))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${PUBLIC_FILE_PREFIX}${orphan}` })).statusCode).toBe(404);
  });
});

describe('detectImage', () => {
  it('knows the four kinds by their first bytes', () => {
    expect(detectImage(PNG)?.mime).toBe('image/png');
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.mime).toBe('image/jpeg');
    expect(detectImage(Buffer.from('GIF89a\x01\x00'))?.mime).toBe('image/gif');
    expect(detectImage(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 '))?.mime).toBe('image/webp');
    expect(detectImage(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(detectImage(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});
