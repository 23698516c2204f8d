import ExcelJS from 'exceljs';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { productFixtures } from '../products/products.fixtures.ts';
import { brands, skus, spus } from '../../db/schema/products.ts';
import { roleHolding, signedInUser } from '../users/system-fixtures.ts';
import { users } from '../../db/schema/users.ts';
import { uploadImport, sheetOf } from './xlsx-fixtures.ts';
import { skuFields } from '@console/contract/api/products-resources';

const { t, token: admin } = await signedInTestApp();

const upload = (resource: string, file: Buffer, dryRun: boolean, token = admin) => uploadImport(t.app, token, resource, file, dryRun);

async function rowsOf(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0].eachRow((r) => out.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

const get = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
const USER_HEADERS = ['名称', '账号', '初始密码', '手机号', '邮箱', '联系电话', '角色编码', '部门编码', '状态'];

describe('import users', () => {
  it('offers a template with the headers and an example row', async () => {
    const res = await get('/import/userManagement/template');
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual(USER_HEADERS);
    expect(rows).toHaveLength(2);
  });

  it('dry run reports every problem with an error file; a real run with errors writes nothing', async () => {
    const file = await sheetOf(USER_HEADERS, [
      ['甲', 'imp_a', 'Init#2026', '13800000001', '', '010-1', '0002', '', '正常'],
      ['乙', 'imp_a', 'Init#2026', '13800000002', '', '010-1', '0002', '', '正常'],
      ['', 'imp_b', 'Init#2026', '13800000003', '', '010-1', '9999', '', '正常'],
      ['丁', 'admin', 'x', '13800000004', 'bad', '010-1', '0002', '', '乱写'],
    ]);
    const dry = await upload('userManagement', file, true);
    expect(dry.body.code).toBe(200);
    expect(dry.body.message).toBe('校验完成：3 行有错误');
    expect(dry.body.data).toMatchObject({ total: 4, valid: 1, invalid: 3, dryRun: true, imported: 0 });
    const errs = dry.body.data.errors as { row: number; field: string; message: string }[];
    expect(errs).toContainEqual({ row: 3, field: '账号', message: '账号与第 2 行重复' });
    expect(errs).toContainEqual({ row: 4, field: '名称', message: '请输入名称' });
    expect(errs.filter((e) => e.row === 5).map((e) => e.field)).toEqual(expect.arrayContaining(['初始密码', '邮箱', '状态']));
    const errorFile = await get(`/import/errorFile/${dry.body.data.errorFileId}`);
    expect(errorFile.statusCode).toBe(200);
    const rows = await rowsOf(errorFile.rawPayload);
    expect(rows[0]).toEqual([...USER_HEADERS, '错误信息']);
    expect(rows[2][9]).toContain('账号：账号与第 2 行重复');

    await roleHolding(t, '7401', ['userManagement.import']);
    const other = await signedInUser(t, 'imp_other', '7401');
    expect((await get(`/import/errorFile/${dry.body.data.errorFileId}`, other.token)).statusCode).toBe(404);

    const real = await upload('userManagement', file, false);
    expect(real.body.message).toBe('导入失败：3 行有错误，未导入任何数据');
    expect(real.body.data.imported).toBe(0);
    expect(await t.db.select().from(users).where(like(users.loginId, 'imp_%'))).toHaveLength(1); // only imp_other
  });

  it('imports valid users in one go, with an operation-log entry', async () => {
    const file = await sheetOf(USER_HEADERS, [
      ['导入一', 'imp_ok1', 'Init#2026', '13800000011', '', '010-1', '0002', '', '正常'],
      ['导入二', 'imp_ok2', 'Init#2026', '13800000012', 'x@y.cn', '010-1', '0002', '', '锁定'],
    ]);
    const real = await upload('userManagement', file, false);
    expect(real.body).toMatchObject({ code: 200, message: '导入成功：共 2 行', data: { imported: 2, invalid: 0 } });
    const [u] = await t.db.select().from(users).where(eq(users.loginId, 'imp_ok2'));
    expect(u).toMatchObject({ name: '导入二', status: 2, email: 'x@y.cn' });
    expect((await t.post('/user/login', { loginId: 'imp_ok1', password: 'Init#2026', platformCode: '0004', ip: '' })).body.code).toBe(200);
    const log = await t.get('/log/operation/queryList', { module: '用户管理', action: '导入' }, { token: admin });
    expect(log.body.total).toBe(1);
  });

  it('refuses a filled cell under a column it does not know on its row (未知字段), writing nothing', async () => {
    const file = await sheetOf(
      [...USER_HEADERS, '备注2'],
      [
        ['未知一', 'imp_unk1', 'Init#2026', '13800000021', '', '010-1', '0002', '', '正常', '要留着'],
        ['未知二', 'imp_unk2', 'Init#2026', '13800000022', '', '010-1', '0002', '', '正常', '', '', '旁注'],
        ['未知三', 'imp_unk3', 'Init#2026', '13800000023', '', '010-1', '0002', '', '正常'],
      ],
    );
    const dry = await upload('userManagement', file, true);
    expect(dry.body.data).toMatchObject({ total: 3, valid: 1, invalid: 2 });
    expect(dry.body.data.errors).toEqual([
      { row: 2, field: '备注2', message: '未知字段：备注2' },
      { row: 3, field: 'L列', message: '未知字段：L列' },
    ]);
    // The error file keeps what the unknown columns held.
    const rows = await rowsOf((await get(`/import/errorFile/${dry.body.data.errorFileId}`)).rawPayload);
    expect(rows[0]).toEqual([...USER_HEADERS, '备注2', 'L列', '错误信息']);
    expect([rows[1][9], rows[1][11], rows[2][10]]).toEqual(['要留着', '备注2：未知字段：备注2', '旁注']);
    const real = await upload('userManagement', file, false);
    expect(real.body).toMatchObject({ message: '导入失败：2 行有错误，未导入任何数据', data: { imported: 0 } });
    expect(await t.db.select().from(users).where(like(users.loginId, 'imp_unk%'))).toEqual([]);
    // Two columns under one header: refused, not one of them dropped.
    const doubled = await upload('userManagement', await sheetOf([...USER_HEADERS, '账号'], [['甲', 'imp_unk4']]), true);
    expect(doubled.body).toMatchObject({ code: 400, message: '列重复：账号（请使用下载的模板）' });
  });

  it('takes its own error file back once corrected: the error column is not an unknown field', async () => {
    const file = await sheetOf(USER_HEADERS, [['改正', 'imp_fix1', 'Init#2026', '13800000031', '', '010-1', '0002', '', '乱写']]);
    const dry = await upload('userManagement', file, true);
    expect(dry.body.data.errors).toEqual([expect.objectContaining({ row: 2, field: '状态' })]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await get(`/import/errorFile/${dry.body.data.errorFileId}`)).rawPayload as unknown as ArrayBuffer);
    wb.worksheets[0].getCell('I2').value = '正常';
    const fixed = await upload('userManagement', Buffer.from(await wb.xlsx.writeBuffer()), false);
    expect(fixed.body).toMatchObject({ message: '导入成功：共 1 行', data: { imported: 1 } });
  });

  it('needs <page>.import, a known resource and an .xlsx', async () => {
    await roleHolding(t, '7402', ['userManagement.query']);
    const { token } = await signedInUser(t, 'imp_noimport', '7402');
    const file = await sheetOf(USER_HEADERS, [['a']]);
    expect((await upload('userManagement', file, true, token)).status).toBe(403);
    expect((await upload('nothing', file, true)).status).toBe(404);
    expect((await upload('userManagement', Buffer.from('not a zip'), true)).status).toBe(400);
    expect((await upload('userManagement', await sheetOf(['名称'], [['a']]), true)).body.message).toContain('缺少列');
  });
});

describe('import brands and SKUs', () => {
  it('imports 10,000 brands all-or-nothing', async () => {
    const headers = ['品牌编码', '品牌名称', 'Logo地址', '排序', '备注', '状态'];
    const rows = Array.from({ length: 10_000 }, (_, i) => [`IMPB${i}`, `导入品牌${i}`, '', i % 100, '', i % 2 ? '启用' : '停用']);
    const file = await sheetOf(headers, rows);
    const started = Date.now();
    const dry = await upload('productBrand', file, true);
    const dryMs = Date.now() - started;
    expect(dry.body.data).toMatchObject({ total: 10_000, valid: 10_000, invalid: 0, errorFileId: null });
    const real = await upload('productBrand', file, false);
    console.log(`10,000 brands: dry run ${dryMs} ms, real run ${Date.now() - started - dryMs} ms`);
    expect(real.body.data.imported).toBe(10_000);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(brands).where(like(brands.code, 'IMPB%'));
    expect(n).toBe(10_000);
    const again = await upload('productBrand', file, false);
    expect(again.body.data).toMatchObject({ invalid: 10_000, imported: 0 });
    expect(again.body.data.errors[0]).toMatchObject({ field: '品牌编码', message: '品牌编码已存在' });
  }, 60_000);

  it('imports SKUs naming their SPU by code', async () => {
    const f = productFixtures(t, () => admin);
    const spuId = await f.spu();
    const [spu] = await t.db.select().from(spus).where(eq(spus.id, spuId));
    const headers = ['SKU编码', 'SKU名称', 'SPU编码', '条形码', '单位', '规格', '状态'];
    const file = await sheetOf(headers, [
      ['IMPS1', '导入SKU1', spu.code, '69000000001', '瓶', '500ml', '启用'],
      ['IMPS2', '导入SKU2', 'NOSPU', '69000000001', '瓶', '', '启用'],
    ]);
    const dry = await upload('productSku', file, true);
    expect(dry.body.data.errors).toEqual(
      expect.arrayContaining([
        { row: 3, field: 'SPU编码', message: 'SPU不存在' },
        { row: 3, field: '条形码', message: '与第 2 行重复' },
      ]),
    );
    const ok = await upload(
      'productSku',
      await sheetOf(headers, [['IMPS1', '导入SKU1', spu.code, '69000000001', '瓶', '500ml', '启用']]),
      false,
    );
    expect(ok.body.data.imported).toBe(1);
    const [sku] = await t.db.select().from(skus).where(eq(skus.code, 'IMPS1'));
    // A sheet made from the template before the threshold column existed still imports: no threshold.
    expect(sku).toMatchObject({ spuId, barcode: '69000000001', unit: '瓶', lowStockThreshold: null });
  });

  it('takes the SKU low-stock threshold: an optional whole number ≥ 0, blank for none, bad cells named in Chinese', async () => {
    const template = await rowsOf((await get('/import/productSku/template')).rawPayload);
    expect(template[0]).toContain(skuFields.lowStockThreshold.label);
    const f = productFixtures(t, () => admin);
    const [spu] = await t.db
      .select()
      .from(spus)
      .where(eq(spus.id, await f.spu()));
    const headers = ['SKU编码', 'SKU名称', 'SPU编码', '条形码', '单位', '规格', '状态', skuFields.lowStockThreshold.label];
    const bad = await upload(
      'productSku',
      await sheetOf(headers, [
        ['IMPT1', '阈值1', spu.code, '', '瓶', '', '启用', 'abc'],
        ['IMPT2', '阈值2', spu.code, '', '瓶', '', '启用', -1],
        ['IMPT3', '阈值3', spu.code, '', '瓶', '', '启用', 1.5],
      ]),
      true,
    );
    expect(bad.body.data).toMatchObject({ invalid: 3 });
    const field = skuFields.lowStockThreshold.label;
    expect(bad.body.data.errors).toEqual([
      { row: 2, field, message: `${field}必须是整数` },
      { row: 3, field, message: `${field}不能小于0` },
      { row: 4, field, message: `${field}必须是整数` },
    ]);
    const ok = await upload(
      'productSku',
      await sheetOf(headers, [
        ['IMPT4', '阈值4', spu.code, '', '瓶', '', '启用', 20],
        ['IMPT5', '阈值5', spu.code, '', '瓶', '', '启用', ''],
        ['IMPT6', '阈值6', spu.code, '', '瓶', '', '启用', 0],
      ]),
      false,
    );
    expect(ok.body.data.imported).toBe(3);
    const saved = await t.db.select({ code: skus.code, n: skus.lowStockThreshold }).from(skus).where(like(skus.code, 'IMPT%'));
    expect(Object.fromEntries(saved.map((r) => [r.code, r.n]))).toEqual({ IMPT4: 20, IMPT5: null, IMPT6: 0 });
  });
});
