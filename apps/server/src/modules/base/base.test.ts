// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates spell their variables as ${name} literally
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STALE_MESSAGE } from '@console/contract/resource';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { operationLogs } from '../../db/schema/logs.ts';
import { adminTestApp, grantAll, shopFixtures, uid } from '../shop/shop.fixtures.ts';
import { OCR_NOT_CONFIGURED } from './ocr.service.ts';

const { t, token, post } = await adminTestApp();

const DICTIONARIES = [
  { path: '/base/sysPlatform', label: '平台' },
  { path: '/base/userType', label: '用户类型' },
  { path: '/base/retailerType', label: '零售商类型' },
  { path: '/base/gradeInfo', label: '门店等级' },
  { path: '/base/spGroup', label: '服务商分组' },
];

describe.each(DICTIONARIES)('dictionary $path', ({ path, label }) => {
  it('adds, lists with updateTime, updates with it (409 when stale), toggles and deletes', async () => {
    const code = uid('D');
    const add = await post(`${path}/add`, { code, name: '测试项', sort: 5 });
    expect(add.body.code).toBe(200);
    expect((await post(`${path}/add`, { code, name: '重复' })).body.message).toBe(`${label}编码已存在`);
    expect((await post(`${path}/add`, { code: 'a b', name: 'x' })).body.message).toBe(`${label}编码只能包含字母、数字、下划线和中划线`);
    const list = await post(`${path}/queryList`, { code, page: 1, pageSize: 10 });
    const row = list.body.data[0];
    expect(row).toMatchObject({ id: add.body.data.id, code, name: '测试项', sort: 5, status: 1 });
    expect(row.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const body = { id: row.id, code, name: '改名', sort: 5, updateTime: row.updateTime };
    expect((await post(`${path}/update`, body)).body.code).toBe(200);
    const stale = await post(`${path}/update`, { ...body, name: '旧的' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_MESSAGE);
    expect((await post(`${path}/update`, { id: row.id, code: `${code}X`, name: 'x' })).body.message).toBe(`${label}编码不能修改`);
    expect((await post(`${path}/disable`, { ids: [row.id] })).body.message).toBe('停用成功');
    const again = await post(`${path}/disable`, { ids: [row.id] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`所选${label}中有已停用的，请刷新后重试`);
    expect((await post(`${path}/enable`, { ids: [row.id] })).body.message).toBe('启用成功');
    expect((await post(`${path}/delete`, { ids: [row.id, 99999999] })).status).toBe(404);
    expect((await post(`${path}/delete`, { ids: [row.id] })).body.data).toEqual({ count: 1 });
    // Rows elsewhere point at the code, so the log names the entry by it.
    const log = await t.db.select().from(operationLogs).where(eq(operationLogs.targetId, code)).orderBy(operationLogs.id);
    expect(log.map((l) => l.action)).toEqual(['新增', '修改', '停用', '启用', '删除']);
  });
});

describe('dictionary calls as the specification spells them', () => {
  it('POST /base/sysPlatform/queryAll takes a query string and includes 0004', async () => {
    const res = await t.post('/base/sysPlatform/queryAll?status=1', {}, { token });
    expect(res.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ code: '0004', status: 1 })]));
  });
  it('GET /base/userType/queryAll, GET /base/spGroup/query {code}, POST /base/spGroup/queryList', async () => {
    expect((await t.get('/base/userType/queryAll', {}, { token })).body.data.length).toBeGreaterThan(0);
    const code = uid('G');
    await post('/base/spGroup/add', { code, name: '华东大区' });
    const one = await t.get('/base/spGroup/query', { code }, { token });
    expect(one.body.data).toMatchObject({ code, name: '华东大区' });
    expect((await t.get('/base/spGroup/query', { code: 'NOPE' }, { token })).status).toBe(404);
    expect((await post('/base/spGroup/queryList', { name: '华东', page: 1, pageSize: 10 })).body.total).toBe(1);
  });
  it('grades keep their queryAll ({gradeCode, gradeName}) and cannot be deleted while shops use them', async () => {
    const grades = await t.get('/base/gradeInfo/queryAll', {}, { token });
    expect(grades.body.data.map((g: { gradeCode: string }) => g.gradeCode)).toEqual(['A', 'B', 'C', 'D']);
    await shopFixtures(t, () => token).shop({ gradeCode: 'D' });
    const d = (await post('/base/gradeInfo/queryList', { code: 'D', page: 1, pageSize: 10 })).body.data[0];
    const res = await post('/base/gradeInfo/delete', { ids: [d.id] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('所选门店等级正被1条数据使用，不能删除');
  });
  it('the console platform 0004 cannot be deleted', async () => {
    const row = (await post('/base/sysPlatform/queryList', { code: '0004', page: 1, pageSize: 10 })).body.data[0];
    expect((await post('/base/sysPlatform/delete', { ids: [row.id] })).body.message).toBe('平台0004是系统内置数据，不能删除');
  });
});

describe('message templates', () => {
  it('refuses unknown variables on save and previews with the values given', async () => {
    const bad = await post('/base/template/add', { code: uid('T'), name: '到货', content: '${retName}，${nope}' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('模板中有未知变量：${nope}');
    const code = uid('T');
    expect((await post('/base/template/add', { code, name: '到货通知', content: '${retName}您好，订单${orderNo}已发货' })).body.code).toBe(
      200,
    );
    const row = (await post('/base/template/queryList', { code, page: 1, pageSize: 10 })).body.data[0];
    expect(row.variables).toEqual(['retName', 'orderNo']);
    const preview = await post('/base/template/preview', {
      content: '${retName}您好，订单${orderNo}，${foo}',
      values: { retName: '西湖店' },
    });
    expect(preview.body.data).toEqual({
      text: '西湖店您好，订单${orderNo}，${foo}',
      variables: ['retName', 'orderNo', 'foo'],
      unknown: ['foo'],
      missing: ['orderNo'],
    });
    const upd = await post('/base/template/update', {
      id: row.id,
      code,
      name: '到货通知',
      content: '${retName}：已发货',
      updateTime: row.updateTime,
    });
    expect(upd.body.code).toBe(200);
    expect((await post('/base/template/update', { id: row.id, code, name: 'x', content: 'x', updateTime: row.updateTime })).status).toBe(
      409,
    );
    expect((await t.get('/base/template/variables', {}, { token })).body.data).toEqual(
      expect.arrayContaining([{ name: 'retName', label: '门店名称' }]),
    );
    expect((await post('/base/template/delete', { ids: [row.id] })).body.data).toEqual({ count: 1 });
  });

  it('takes names the prototype carries (constructor, toString, __proto__) for unknown variables, never filling them', async () => {
    const content = '${constructor}${toString}${__proto__}${hasOwnProperty}，${retName}';
    const preview = await post('/base/template/preview', { content, values: {} });
    expect(preview.body.data).toEqual({
      text: content,
      variables: ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'retName'],
      unknown: ['constructor', 'toString', '__proto__', 'hasOwnProperty'],
      missing: ['retName'],
    });
    const bad = await post('/base/template/add', { code: uid('T'), name: '原型', content: '${constructor}您好' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('模板中有未知变量：${constructor}');
  });
});

/** A multipart body with one file field. */
function multipart(content: Buffer, name = 'license.png') {
  const boundary = '----ocrtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An image posted to the licence OCR of `app` as the holder of `tok`. */
const postLicence = (app: TestApp, tok: string, image: Buffer) => {
  const { payload, headers } = multipart(image);
  return app.app.inject({ method: 'POST', url: '/api/base/ocr/license', payload, headers: { ...headers, authorization: `Bearer ${tok}` } });
};

describe('licence OCR', () => {
  it('without OCR_URL says recognition is not configured (no invented fields)', async () => {
    const res = await postLicence(t, token, Buffer.from('fake-png'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: OCR_NOT_CONFIGURED, data: null });
  });

  it('with OCR_URL calls the provider and answers its fields', async () => {
    const received: { image?: string; mime?: string }[] = [];
    const stub: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { companyName: '杭州西湖百货有限公司', creditCode: '91330106MA2XXXXXX1', legalPerson: '王五' } }));
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/ocr`;
    const app2 = await buildTestApp({ OCR_URL: url });
    try {
      await grantAll(app2);
      const tok = await app2.login();
      const res = await postLicence(app2, tok, Buffer.from('png-bytes'));
      expect(res.json()).toMatchObject({
        code: 200,
        data: { companyName: '杭州西湖百货有限公司', creditCode: '91330106MA2XXXXXX1', legalPerson: '王五', address: '' },
      });
      expect(received).toEqual([{ image: Buffer.from('png-bytes').toString('base64'), mime: 'image/png' }]);
    } finally {
      await app2.close();
      stub.close();
    }
  });
});

describe('permission keys', () => {
  it('every shop and base call names a key of the menu tree (or is open to any signed-in user)', async () => {
    const { flattenMenuTree } = await import('../../db/menu-tree.ts');
    const keys = new Set(flattenMenuTree().map((m) => m.code));
    const shop = await import('@console/contract/shop');
    const areas2 = await import('@console/contract/shop-area');
    const service = await import('@console/contract/shop-service');
    const base = await import('@console/contract/base');
    const areas = [
      shop.shopInfoApi,
      shop.spInfoApi,
      areas2.spAreaApi,
      areas2.areaMainSpApi,
      service.shopCsApi,
      service.retWorkOrderApi,
      service.walletApi,
      service.appSettingApi,
      base.sysPlatformApi,
      base.userTypeApi,
      base.retailerTypeApi,
      base.gradeInfoApi,
      base.spGroupApi,
      base.templateApi,
      base.ocrApi,
    ];
    for (const endpoints of areas)
      for (const e of Object.values(endpoints)) {
        if (e.permission !== 'authenticated') expect(keys, `${e.path} → ${e.permission}`).toContain(e.permission);
        expect(t.app.routeTable).toContainEqual(
          expect.objectContaining({ method: e.method, url: `/api${e.path}`, permission: e.permission }),
        );
      }
  });
});
