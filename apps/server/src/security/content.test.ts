import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../test/build-app.ts';

/**
 * Content attacks: stored XSS through rich text (sanitised on save, on add and on update) and through plain
 * text (stored as typed; the console renders text only — no raw-HTML sink in any client source), uploads
 * that lie about their type (polyglots are served as the image they start as, never as HTML), and path
 * tricks in every file id. Upload type checks and upload file names: files.test.ts; formula injection in
 * spreadsheets: exports.test.ts (every export and import error file goes through one writer).
 */

const { t, token } = await signedInTestApp();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function upload(data: Buffer, filename: string, type: string) {
  const boundary = `----sec${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/base/file/publicUpload?scene=SHOP',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  return res.json() as { code: number; data: { url: string } };
}

const INERT = (html: string) => !/<script|<iframe|<svg|<object|<embed|<style|\son\w+\s*=|javascript:|data:text\/html/i.test(html);

describe('content attacks', () => {
  it('rich text is sanitised on update as on add, whatever the payload', async () => {
    await t.post('/content/category/add', { name: '安全分类', typeCode: 'SEC', describe: '描述', status: 1 }, { token });
    const base = { title: '安全', typeCode: 'SEC', retGradeList: 'A', describe: 'd', status: 1 };
    const add = await t.post('/content/article/add', { ...base, content: '<p>正文</p>' }, { token });
    expect(add.body.code, add.body.message).toBe(200);
    const id = (await t.get('/content/article/queryList', { title: '安全' }, { token })).body.data[0].id;
    const payloads = [
      '<p>a</p><script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="jAvAsCrIpT:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<svg><script>alert(1)</script></svg>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<img src="data:text/html;base64,PHNjcmlwdD4=">',
      '<p style="background:url(javascript:alert(1))">s</p>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<<script>script>alert(1)<</script>/script>',
      '<object data="x.swf"></object><embed src="x">',
      '<form action="https://evil"><input name=a></form>',
    ];
    for (const content of payloads) {
      const res = await t.post('/content/article/update', { id, ...base, content: `<p>正文</p>${content}` }, { token });
      expect(res.body.code, `${content}: ${res.body.message}`).toBe(200);
      const stored = (await t.get('/content/article/queryList', { title: '安全' }, { token })).body.data[0].content as string;
      expect(INERT(stored), `${content} → ${stored}`).toBe(true);
    }
  });

  it('plain text is stored as typed (escaping is the renderer’s job)', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const res = await t.post(
      '/base/spGroup/add',
      { code: 'XSS1', name, status: 1, sort: 0, remark: '<script>alert(1)</script>' },
      { token },
    );
    expect(res.body.code, res.body.message).toBe(200);
    const list = await t.post('/base/spGroup/queryList', { code: 'XSS1' }, { token });
    expect(list.body.data[0]).toMatchObject({ name, remark: '<script>alert(1)</script>' });
  });

  it('no client source renders raw HTML', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const SINKS =
      /dangerouslySetInnerHTML|\.innerHTML\s*=(?!\s*'')|outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(/;
    // The standalone development page writes a fixed template (no data).
    const ALLOWED = new Set(['apps/business/src/dev/standalone.ts']);
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (name === 'node_modules' || name === 'dist') continue;
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(tsx?|jsx?)$/.test(name) && !/\.test\./.test(name)) {
          const rel = path.relative(root, full);
          if (!ALLOWED.has(rel) && SINKS.test(readFileSync(full, 'utf8'))) found.push(rel);
        }
      }
    };
    for (const dir of ['apps/console/src', 'apps/business/src', 'packages/web-kit/src']) walk(path.join(root, dir));
    expect(found).toEqual([]);
    const dev = readFileSync(path.join(root, 'apps/business/src/dev/standalone.ts'), 'utf8');
    // Its template interpolates nothing.
    expect(dev.match(/innerHTML\s*=\s*`[^`]*`/g)?.some((tpl) => tpl.includes('${'))).toBeFalsy();
  });

  it('a polyglot (an image that is also HTML or script) is served as the image it starts as, sandboxed', async () => {
    const polyglots = [
      {
        data: Buffer.concat([PNG, Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
        name: 'poly.html',
        type: 'text/html',
      },
      { data: Buffer.from('GIF89a/*<script>alert(1)</script>*/=1;'), name: 'poly.js', type: 'application/javascript' },
      { data: Buffer.concat([PNG, Buffer.from('<svg onload=alert(1)>')]), name: 'poly.svg', type: 'image/svg+xml' },
    ];
    for (const p of polyglots) {
      const res = await upload(p.data, p.name, p.type);
      expect(res.code).toBe(200);
      expect(res.data.url).toMatch(/^\/api\/base\/file\/public\/[0-9a-f]{32}\.(png|gif)$/);
      const served = await t.app.inject({ method: 'GET', url: res.data.url });
      expect(served.headers['content-type']).toMatch(/^image\/(png|gif)$/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('every route that serves a file by id refuses path tricks in the id', async () => {
    const fileRoutes = t.app.routeTable.filter((r) => r.method === 'GET' && /\/:(id|name)$/.test(r.url));
    expect(fileRoutes.length).toBeGreaterThanOrEqual(5);
    const tricks = [
      '..%2F..%2Fpackage.json',
      '..%252F..%252Fetc%252Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      'a%00.png',
      '....//....//etc',
      'C:%5Cwindows%5Cwin.ini',
      '%E0%A4%A',
      'x'.repeat(3000),
    ];
    const wrong: string[] = [];
    for (const r of fileRoutes)
      for (const trick of tricks) {
        const res = await t.app.inject({
          method: 'GET',
          url: r.url.replace(/:(id|name)$/, trick),
          headers: { authorization: `Bearer ${token}` },
        });
        if (![400, 404, 414].includes(res.statusCode)) wrong.push(`${r.url} ${trick.slice(0, 40)} → ${res.statusCode}`);
        else if (!/[\u4e00-\u9fa5]/.test(res.json().message)) wrong.push(`${r.url} ${trick.slice(0, 40)} → ${res.body.slice(0, 80)}`);
      }
    expect(wrong).toEqual([]);
  });
});
