import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { uploadImport, sheetOf } from '../imports/xlsx-fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { employeeFixtures, freshPhone } from './employee.fixtures.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof employeeFixtures>>;
beforeAll(async () => {
  t = await buildTestApp();
  f = await employeeFixtures(t);
});
afterAll(() => t?.close());

const HEADERS = ['员工编码', '姓名', '手机号', '部门编码', '职位', '服务商编码', '关联账号编码', '入职日期', '离职日期', '状态'];
const sheet = (rows: unknown[][]) => sheetOf(HEADERS, rows);
const list = async (q: Record<string, unknown>, token = f.admin) =>
  (await t.get('/employee/queryList', { page: 1, pageSize: 50, ...q }, { token })).body;

async function exported(query: object, token: string) {
  const created = await t.post('/export/create', { resource: 'employee', query }, { token });
  expect(created.body.code).toBe(200);
  for (let i = 0; i < 200; i++) {
    const row = (await t.get('/export/queryList', {}, { token })).body.data.find((r: { id: string }) => r.id === created.body.data.id);
    if (row && ['done', 'failed'].includes(row.status)) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('员工 import and export', () => {
  it('a dry run reports each bad row and writes nothing; a clean file is written whole', async () => {
    const [sp, other] = [await f.sp(), await f.sp()];
    const taken = await f.employee(sp);
    const phone = freshPhone();
    const limited = await scopedUser(t, [{ dataType: 2, dataList: sp }]);
    const bad = await sheet([
      ['IMP1', '甲', phone, '', '业务员', sp, '', '2026-01-01', '', '在职'],
      ['IMP2', '乙', phone, '', '', sp, '', '2026-01-01', '', '在职'],
      ['IMP3', '丙', taken.phone, '', '', sp, '', '2026-01-01', '', '在职'],
      ['IMP4', '丁', freshPhone(), '', '', other, '', '2026-01-01', '', '在职'],
      ['IMP5', '戊', freshPhone(), '', '', sp, '', '2026-01-01', '', '离职'],
    ]);
    const dry = await uploadImport(t.app, limited, 'employee', bad, true);
    expect(dry.body.data).toMatchObject({ total: 5, valid: 1, invalid: 4 });
    const messages = dry.body.data.errors.map((e: { message: string }) => e.message).join('|');
    expect(messages).toContain('与第 2 行重复');
    expect(messages).toContain('手机号已被其他在职员工使用');
    expect(messages).toContain('员工不在您的数据权限范围内');
    expect(messages).toContain('离职员工请填写离职日期');
    expect((await uploadImport(t.app, limited, 'employee', bad, false)).body.data).toMatchObject({ imported: 0, invalid: 4 });
    expect((await list({ empCode: 'IMP' })).total).toBe(0);
    const good = await sheet([
      ['IMP6', '己', freshPhone(), '', '', sp, '', '2026-01-01', '', '在职'],
      ['IMP7', '庚', freshPhone(), '', '', sp, '', '2025-01-01', '2026-02-01', '离职'],
    ]);
    expect((await uploadImport(t.app, limited, 'employee', good, false)).body.code).toBe(200);
    expect((await list({ empCode: 'IMP' })).data.map((r: { empCode: string }) => r.empCode).sort()).toEqual(['IMP6', 'IMP7']);
  });

  it('exports what the list shows: the same filters and scope', async () => {
    const [sp, other] = [await f.sp(), await f.sp()];
    await f.employee(sp);
    await f.employee(sp);
    await f.employee(other);
    const limited = await scopedUser(t, [{ dataType: 2, dataList: sp }]);
    console.log(JSON.stringify(await exported({}, limited)));
    expect(await exported({}, limited)).toMatchObject({ status: 'done', rows: 2 });
    expect(await exported({ spCode: other }, f.admin)).toMatchObject({ status: 'done', rows: 1 });
  });
});
