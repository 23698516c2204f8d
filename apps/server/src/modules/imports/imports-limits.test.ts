import { setImmediate } from 'node:timers/promises';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../app.ts';
import { createDb, STATEMENT_TIMEOUT_MS } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { brands } from '../../db/schema/products.ts';
import { roleHolding, signedInUser } from '../users/system-fixtures.ts';
import { users } from '../../db/schema/users.ts';
import { importing, oneImportAtATime } from './imports.service.ts';
import { rowXml, uploadImport, xlsxOf } from './xlsx-fixtures.ts';
import { XLSX_LIMITS } from './xlsx-reader.ts';

let t: TestApp;
let admin: string;
let adminCode: string;
let other: { code: string; token: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  [{ code: adminCode }] = await t.db.select({ code: users.code }).from(users).where(eq(users.loginId, 'admin'));
  await roleHolding(t, '7501', ['userManagement.import']);
  other = await signedInUser(t, 'lim_other', '7501');
});
afterAll(() => t.close());

const USER_HEADERS = ['名称', '账号', '初始密码', '手机号', '邮箱', '联系电话', '角色编码', '部门编码', '状态'];
const BRAND_HEADERS = ['品牌编码', '品牌名称', 'Logo地址', '排序', '备注', '状态'];
const brandFile = (n: number) =>
  xlsxOf(
    rowXml(1, BRAND_HEADERS) +
      Array.from({ length: n }, (_, i) => rowXml(i + 2, [`LIMB${i}`, `限制品牌${i}`, '', '1', '', '启用'])).join(''),
  );

describe('import limits', () => {
  it('a header and one cell on row 1,048,576, sent by two users at once: one row each, both answered', async () => {
    const file = xlsxOf(rowXml(1, USER_HEADERS) + rowXml(1_048_576, ['甲']));
    const answers = await Promise.all([
      uploadImport(t.app, admin, 'userManagement', file, true),
      uploadImport(t.app, other.token, 'userManagement', file, true),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.data).toMatchObject({ total: 1, valid: 0, invalid: 1 });
      expect(a.body.data.errors[0].row).toBe(1_048_576);
    }
  });

  it('a zip bomb is refused before it is inflated, with a clear message, and nothing is written', async () => {
    const bomb = xlsxOf('', { data: Buffer.alloc(XLSX_LIMITS.inflatedBytes + 1024 * 1024, 0x20) });
    const res = await uploadImport(t.app, admin, 'productBrand', bomb, false);
    expect(res).toMatchObject({ status: 413, body: { code: 413, message: '表格内容过大：解压后超过 64MB' } });
    expect(await t.db.select().from(brands).where(like(brands.code, 'LIMB%'))).toEqual([]);
  });

  it('one import per user at a time: 409 while theirs runs; other users, and the next one, go ahead', async () => {
    let release = () => {};
    const held = oneImportAtATime(adminCode, () => new Promise<void>((done) => (release = done)));
    const file = brandFile(1);
    const busy = await uploadImport(t.app, admin, 'productBrand', file, true);
    expect(busy).toMatchObject({ status: 409, body: { code: 409, message: '已有一个导入正在进行，请等它完成后再试' } });
    const theirs = xlsxOf(
      rowXml(1, USER_HEADERS) + rowXml(2, ['乙', 'lim_b', 'Init#2026', '13800000001', '', '010-1', '0002', '', '正常']),
    );
    expect((await uploadImport(t.app, other.token, 'userManagement', theirs, true)).status).toBe(200);
    release();
    await held;
    expect((await uploadImport(t.app, admin, 'productBrand', file, true)).body.data).toMatchObject({ total: 1, valid: 1 });
  });

  it('/api/health answers throughout an import', async () => {
    let settled = false;
    const run = uploadImport(t.app, admin, 'productBrand', brandFile(20_000), true).finally(() => {
      settled = true;
    });
    let answeredDuring = 0;
    while (!settled) {
      // A request from the network arrives in the event loop's poll phase; inject alone would never leave
      // the microtask queue and starve the import.
      await setImmediate();
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      if (importing(adminCode)) answeredDuring++;
    }
    expect((await run).body.data).toMatchObject({ total: 20_000, valid: 20_000 });
    expect(answeredDuring).toBeGreaterThan(0);
  });

  it('a user import hashes its passwords before its transaction opens (which the database ends when idle)', async () => {
    const url = (t.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const { db, pool } = createDb(url, 2, STATEMENT_TIMEOUT_MS, 250);
    const strict = await build({ config: t.config, db, pool });
    try {
      const rows = Array.from({ length: 40 }, (_, i) =>
        rowXml(i + 2, [`限制${i}`, `lim_u${i}`, 'Init#2026', `139${String(i).padStart(8, '0')}`, '', '010-1', '0002', '', '正常']),
      );
      const res = await uploadImport(strict, admin, 'userManagement', xlsxOf(rowXml(1, USER_HEADERS) + rows.join('')), false);
      expect(res.body).toMatchObject({ code: 200, message: '导入成功：共 40 行', data: { imported: 40 } });
      expect(await t.db.select().from(users).where(like(users.loginId, 'lim_u%'))).toHaveLength(40);
    } finally {
      await strict.close();
      await pool.end();
    }
  }, 60_000);
});
