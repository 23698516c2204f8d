import { STALE_MESSAGE } from '@console/contract/resource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoTestApp, type TestApp } from '../test/build-app.ts';

/**
 * Optimistic concurrency on every edit form's call: two editors read the same row, both save; the first
 * save wins, the second answers 409 `数据已被他人修改，请刷新后重试` and writes nothing. The body of each
 * edit is the row as its list shows it, cut to the fields the update call declares (its OpenAPI schema),
 * so a new update route only needs a line here.
 */

type Row = Record<string, unknown>;
type Case = {
  update: string;
  list: [method: 'GET' | 'POST', path: string];
  /** A field to change and the two values the editors give it. */
  change: [field: string, first: unknown, second: unknown];
  /** Fields the list answers differently from the update body (names or shapes). */
  adapt?: (row: Row) => Row;
  /** Paging fields when the list does not take page / pageSize. */
  query?: Row;
  /** Which row of the list to edit (default: the first). */
  pick?: (row: Row) => boolean;
  /** Fields only the row's detail call answers (document lines). */
  detail?: string;
  /** Makes a row when the demo data has none. */
  setup?: () => Promise<unknown>;
  /** The edit takes its input in the query string, as the specification has it (`GET /order/opt/editAddress?…`). */
  inQuery?: 'GET' | 'POST';
};

const text = (f: string): Case['change'] => [f, `甲${Date.now() % 1000}`, `乙${Date.now() % 1000}`];
/** A resource whose edit renames a row, its list answering the row as the edit sends it back. */
const named = (method: 'GET' | 'POST', base: string): Case => ({
  update: `${base}/update`,
  list: [method, `${base}/queryList`],
  change: text('name'),
});
/** A document with lines (only its detail answers them), edited while it is still a draft. */
const draft = (base: string, field: string, status = 1): Case => ({
  update: `${base}/update`,
  list: ['POST', `${base}/queryList`],
  change: text(field),
  pick: (r) => r.status === status,
  detail: `${base}/detail`,
});
const CASES: Case[] = [
  {
    update: '/user/update',
    list: ['GET', '/user/queryList'],
    change: ['name', '编辑甲', '编辑乙'],
    adapt: (r) => ({ ...r, roleType: r.roleCode }),
  },
  { update: '/department/update', list: ['POST', '/department/queryList'], change: text('depName') },
  { update: '/roles/update', list: ['GET', '/roles/queryList'], change: text('roleName') },
  {
    update: '/menu/update',
    list: ['POST', '/menu/queryList'],
    change: ['showIndex', 7, 8],
    query: { code: 'system', page: 1, pageSize: 50 },
  },
  {
    update: '/content/category/update',
    list: ['GET', '/content/category/queryList'],
    change: text('name'),
    query: { pageNum: 1, pageSize: 50 },
  },
  {
    update: '/content/article/update',
    list: ['GET', '/content/article/queryList'],
    change: text('title'),
    query: { pageNum: 1, pageSize: 50 },
  },
  // The product resources (GET lists) and the base dictionaries (POST lists) whose edit changes the name.
  ...['brand', 'label', 'category', 'group', 'spu', 'sku', 'sku/rule', 'sku/discount'].map((r) => named('GET', `/product/${r}`)),
  ...['gradeInfo', 'retailerType', 'userType', 'sysPlatform', 'spGroup', 'template'].map((r) => named('POST', `/base/${r}`)),
  { update: '/risk/grade/update', list: ['GET', '/risk/grade/queryList'], change: text('gradeName') },
  {
    update: '/product/property/update',
    list: ['GET', '/product/property/queryList'],
    change: text('name'),
    adapt: (r) => ({ values: (r.values as Row[]).map((v) => v.value) }),
  },
  { update: '/product/sku/platform/update', list: ['GET', '/product/sku/platform/queryList'], change: ['status', 2, 1] },
  { update: '/product/sku/price/update', list: ['GET', '/product/sku/price/queryList'], change: ['price', 1001, 1002] },
  { update: '/product/sku/ruleConfig/update', list: ['GET', '/product/sku/ruleConfig/queryList'], change: ['remark', '甲', '乙'] },
  { update: '/shop/info/update', list: ['POST', '/shop/info/queryList'], change: text('retName') },
  { update: '/shop/spInfo/update', list: ['POST', '/shop/spInfo/queryList'], change: text('spName') },
  {
    update: '/shop/cs/update',
    list: ['POST', '/shop/cs/queryList'],
    change: text('content'),
    setup: async () => {
      const shops = await t.post('/shop/info/queryList', { page: 1, pageSize: 1 }, { token });
      const retCode = (shops.body.data.rows ?? shops.body.data)[0].retCode;
      return t.post('/shop/cs/add', { retCode, csType: 1, content: '门店来电咨询' }, { token });
    },
  },
  { update: '/shop/app/setting/update', list: ['POST', '/shop/app/setting/queryList'], change: text('remark') },
  { update: '/wms/base/update', list: ['POST', '/wms/base/queryList'], change: text('warehouseName') },
  draft('/wms/purchaseOrder', 'remark'),
  draft('/wms/return/province', 'reason'),
  { update: '/schedule/job/update', list: ['POST', '/schedule/job/data'], change: text('remark') },
  { update: '/employee/update', list: ['GET', '/employee/queryList'], change: text('position'), pick: (r) => r.status === 1 },
  draft('/stock/transfer', 'remark', 10),
  {
    update: '/stock/mapping/update',
    list: ['GET', '/stock/mapping/queryList'],
    change: ['externalCode', `EXA${Date.now() % 1000}`, `EXB${Date.now() % 1000}`],
  },
  { update: '/stock/openingInventory/update', list: ['GET', '/stock/openingInventory/queryList'], change: ['quantity', 11, 12] },
  { update: '/alloc/plan/update', list: ['POST', '/alloc/plan/queryList'], change: text('planName'), pick: (r) => r.status === 1 },
  { update: '/datax/task/update', list: ['GET', '/datax/task/queryList'], change: text('name'), pick: (r) => r.sourceUrl === '' },
  // A partner's one connection: its query answers the row itself (a switched-off demo partner has no address).
  ...['/hipac/alloc', '/fsct', '/dcc', '/yuou'].map(
    (p): Case => ({
      update: `${p}/config/update`,
      list: ['GET', `${p}/config/query`],
      change: text('appKey'),
      query: {},
      adapt: (r) => ({ baseUrl: r.baseUrl || 'http://127.0.0.1:9' }),
    }),
  ),
  {
    update: '/coupon/template/update',
    list: ['GET', '/coupon/template/queryList'],
    change: text('name'),
    // The demo's templates are all issued (no longer editable): a fresh one.
    setup: () => t.post('/coupon/template/add', { name: '保鲜模板', type: 1, amountOff: 100, validDays: 7, total: 5 }, { token }),
    pick: (r) => r.name === '保鲜模板',
  },
  // A company title: its tax number is part of the body (a personal title's empty one is left out here).
  {
    // A rule never saved has no time to check: the first is saved once, then edited.
    update: '/ord/risk/rule/update',
    list: ['POST', '/ord/risk/rule/queryList'],
    change: ['points', 11, 12],
    query: {},
    pick: (r) => r.ruleCode === 'FREQUENT',
    setup: () => t.post('/ord/risk/rule/update', { ruleCode: 'FREQUENT', points: 10, threshold: 5, enabled: true }, { token }),
  },
  { update: '/gift/order/budget/update', list: ['POST', '/gift/order/budget/queryList'], change: ['monthlyBudget', 60_000, 70_000] },
  { update: '/invoice/info/update', list: ['GET', '/invoice/info/queryList'], change: text('title'), pick: (r) => r.titleType === 1 },
  { update: '/pay/channel/update', list: ['GET', '/pay/channel/queryList'], change: text('name') },
  { update: '/equity/activity/update', list: ['GET', '/equity/activity/queryList'], change: text('name') },
  { update: '/setMeal/update', list: ['GET', '/setMeal/queryList'], change: text('name'), adapt: (r) => ({ ...r, lines: r.items }) },
  {
    update: '/activity/special/update',
    list: ['GET', '/activity/special/queryList'],
    change: text('name'),
    adapt: (r) => ({ ...r, lines: r.items }),
  },
  {
    update: '/lottery/activity/update',
    list: ['GET', '/lottery/activity/queryList'],
    change: text('name'),
    pick: (r) => r.name === '618抽奖（已结束）',
  },
  {
    update: '/order/opt/editRemark',
    list: ['POST', '/order/query/list'],
    change: text('remark'),
    inQuery: 'POST',
  },
  {
    update: '/order/opt/editAddress',
    list: ['POST', '/order/query/list'],
    change: text('address'),
    inQuery: 'GET',
    pick: (r) => r.status === 10,
    // The list shows the shop's province, not the delivery region: any real chain will do.
    adapt: () => ({ provinceCode: '330000', cityCode: '330100', districtCode: '330106' }),
  },
];

type JsonSchema = { properties?: Record<string, unknown>; anyOf?: JsonSchema[]; allOf?: JsonSchema[] };
type Operation = { requestBody?: { content: Record<string, { schema: JsonSchema }> }; parameters?: { in: string; name: string }[] };
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let token: string;
let doc: Doc;

beforeAll(async () => {
  t = await buildDemoTestApp({ API_DOCS: 'true' });
  token = await t.login();
  doc = (t.app as unknown as { swagger: () => Doc }).swagger();
}, 120_000);
afterAll(() => t?.close());

const fieldsOf = (s: JsonSchema | undefined): string[] =>
  s ? [...Object.keys(s.properties ?? {}), ...(s.anyOf ?? []).flatMap(fieldsOf), ...(s.allOf ?? []).flatMap(fieldsOf)] : [];

const keyOf = (r: Row) => (r.id ?? r.code) as string | number;

/** The first row of the list (not the signed-in admin's own: it cannot take every edit), or the one with `key`. */
async function rowOf(c: Case, key?: string | number): Promise<Row> {
  const [method, path] = c.list;
  const q = c.query ?? { page: 1, pageSize: 50 };
  const res = method === 'GET' ? await t.get(path, q, { token }) : await t.post(path, q, { token });
  expect(res.body.code, `${path}: ${res.body.message}`).toBe(200);
  // A call answering one row (a partner's connection) is a list of one.
  const rows = [res.body.data?.rows ?? res.body.data].flat() as Row[];
  const first = (r: Row) => r.loginId !== 'admin' && (c.pick?.(r) ?? true);
  const row = key === undefined ? rows.find(first) : rows.find((r) => keyOf(r) === key);
  expect(row, `${path} has the row to edit`).toBeTruthy();
  return row as Row;
}

describe('two edits from the same read: the first saves, the second gets 409 and writes nothing', () => {
  it.each(CASES)('$update', async (c) => {
    await c.setup?.();
    const listed = await rowOf(c);
    const lines = c.detail ? (await t.get(c.detail, { id: listed.id }, { token })).body.data.lines : undefined;
    const row = {
      ...listed,
      ...c.adapt?.(listed),
      ...(lines && { lines: lines.map((l: Row) => ({ skuCode: l.skuCode, quantity: l.quantity })) }),
    };
    const operation = doc.paths[c.update]?.[(c.inQuery ?? 'POST').toLowerCase()];
    const declared = c.inQuery
      ? (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
      : fieldsOf(operation?.requestBody?.content['application/json']?.schema);
    const save = (body: Row) =>
      c.inQuery === 'GET'
        ? t.get(c.update, body, { token })
        : c.inQuery === 'POST'
          ? t.post(c.update, {}, { token, query: body })
          : t.post(c.update, body, { token });
    expect(declared, 'the update call declares updateTime').toContain('updateTime');
    const read = String(row.updateTime ?? row.updatetime);
    expect(read).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const base = Object.fromEntries(
      declared.filter((f) => row[f] !== undefined && row[f] !== null && row[f] !== '').map((f) => [f, row[f]]),
    );
    const [field, first, second] = c.change;

    const a = await save({ ...base, [field]: first, updateTime: read });
    expect(a.body, `first edit of ${c.update}: ${JSON.stringify(a.body)} ${JSON.stringify(row)}`).toMatchObject({ code: 200 });
    const b = await save({ ...base, [field]: second, updateTime: read });
    expect(b.status).toBe(409);
    expect(b.body).toMatchObject({ code: 409, message: STALE_MESSAGE });

    const after = await rowOf(c, keyOf(listed));
    expect(after[field], 'the stale edit changed nothing').toEqual(first);
    expect(String(after.updateTime ?? after.updatetime)).not.toBe(read);
    // With the new time the same editor may save again.
    const again = await save({ ...base, [field]: second, updateTime: String(after.updateTime ?? after.updatetime) });
    expect(again.body).toMatchObject({ code: 200 });
  });
});

// Calls named "update" that are not a row's edit form: passwords, a user's data scope (a set, not a row),
// batch moves of channels and of sales areas, the half-year return rate (one setting, no list: its stale edit is
// held by semiannual-return.test.ts › "the return rate setting").
const NOT_ROW_EDITS = new Set([
  '/semiannualReturnOrder/setting/update',
  '/user/updatePwd',
  '/user/updatePwdCurr',
  '/permission/addOrUpdate',
  '/wms/channel/batchUpdateChannel',
  '/shop/areaMainSp/updateArea',
]);

it('every update call of the product is in the table above', () => {
  const updates = Object.keys(doc.paths).filter((p) => /\/(update|edit)\w*$/i.test(p) || /addOrUpdate|batchUpdate/.test(p));
  const covered = new Set(CASES.map((c) => c.update));
  expect(updates.filter((p) => !covered.has(p) && !NOT_ROW_EDITS.has(p))).toEqual([]);
});
