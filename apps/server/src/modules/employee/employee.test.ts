import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { users } from '../../db/schema/users.ts';
import { employeeBody, employeeFixtures, freshPhone } from './employee.fixtures.ts';
import { employees } from '../../db/schema/employee.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof employeeFixtures>>;
let as: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  f = await employeeFixtures(t);
  as = { token: f.admin };
});
afterAll(() => t?.close());

const list = async (q: Record<string, unknown> = {}, token = f.admin) =>
  (await t.get('/employee/queryList', { page: 1, pageSize: 50, ...q }, { token })).body;
const detail = async (id: number) => (await t.get('/employee/detail', { id }, as)).body.data;
const post = (path: string, body: object, token = f.admin) => t.post(path, body, { token });

describe('员工档案', () => {
  it('adds, lists, shows, edits (a stale edit is refused) and deletes', async () => {
    const sp = await f.sp();
    const body = employeeBody(sp, { name: '王五' });
    const added = await post('/employee/add', body);
    expect(added.body).toMatchObject({ code: 200, message: '新增成功' });
    const id = added.body.data.id;
    expect((await post('/employee/add', { ...body, phone: freshPhone() })).body).toMatchObject({ code: 409, message: '员工编码已存在' });
    const [row] = (await list({ empCode: body.empCode })).data;
    expect(row).toMatchObject({ id, name: '王五', spCode: sp, spName: `服务商${sp}`, status: 1, entryDate: '2026-01-05', leaveDate: null });
    expect(await detail(id)).toMatchObject({ id, phone: body.phone });
    const edit = (name: string) => ({ ...body, id, name, updateTime: row.updateTime });
    expect((await post('/employee/update', edit('王六'))).body).toMatchObject({ code: 200 });
    expect((await post('/employee/update', edit('旧页面'))).body).toMatchObject({ code: 409, message: '数据已被他人修改，请刷新后重试' });
    expect((await detail(id)).name).toBe('王六');
    expect((await post('/employee/delete', { id })).body).toMatchObject({ code: 200, message: '删除成功' });
    expect((await list({ empCode: body.empCode })).total).toBe(0);
  });

  it.each([
    ['a bad phone', { phone: '12345' }, '请输入正确的手机号（11位，如 13800138000）'],
    ['an unknown SP', { spCode: 'NOSUCHSP' }, '服务商不存在：NOSUCHSP'],
    ['an unknown department', { departmentCode: 'NODEP' }, '部门不存在：NODEP'],
    ['an unknown account', { userCode: 'NOUSER' }, '账号不存在：NOUSER'],
    ['a leaver without a leave date', { status: 2 }, '离职员工请填写离职日期'],
    ['a leave date before the entry', { status: 2, leaveDate: '2025-12-31' }, '离职日期不能早于入职日期'],
  ])('refuses %s with 400 and writes nothing', async (_what, over, message) => {
    const body = employeeBody(await f.sp(), over);
    expect((await post('/employee/add', body)).body).toMatchObject({ code: 400, message });
    expect(await t.db.select().from(employees).where(eq(employees.empCode, body.empCode))).toHaveLength(0);
  });

  it('a phone belongs to one employee in service: free again once they leave, taken again if they return', async () => {
    const sp = await f.sp();
    const first = await f.employee(sp);
    const again = employeeBody(sp, { phone: first.phone });
    expect((await post('/employee/add', again)).body).toMatchObject({ code: 409, message: '手机号已被其他在职员工使用' });
    expect((await post('/employee/disable', { ids: [first.id], leaveDate: '2026-03-01' })).body).toMatchObject({
      code: 200,
      message: '离职成功',
    });
    expect((await post('/employee/add', again)).body.code).toBe(200);
    expect((await post('/employee/enable', { ids: [first.id] })).body).toMatchObject({ code: 409, message: '手机号已被其他在职员工使用' });
    expect((await detail(first.id)).status).toBe(2);
  });

  it('an account is linked to one employee only (409)', async () => {
    const sp = await f.sp();
    const [admin] = await t.db.select({ code: users.code }).from(users).where(eq(users.loginId, 'admin'));
    await f.employee(sp, { userCode: admin.code });
    expect((await post('/employee/add', employeeBody(sp, { userCode: admin.code }))).body).toMatchObject({
      code: 409,
      message: '该账号已关联其他员工',
    });
  });

  it('leaving asks for the leave date, is a check-and-set, may disable the linked account; returning clears the date', async () => {
    const sp = await f.sp();
    const [admin] = await t.db.select({ roleCode: users.roleCode }).from(users).where(eq(users.loginId, 'admin'));
    const [u] = await t.db
      .insert(users)
      .values({ code: 'U_LEAVER', name: '离职者', loginId: 'leaver1', pwdHash: 'x', roleCode: admin.roleCode })
      .returning({ code: users.code });
    const e = await f.employee(sp, { userCode: u.code });
    expect((await post('/employee/disable', { ids: [e.id] })).body).toMatchObject({ code: 400, message: '请选择离职日期' });
    expect((await post('/employee/disable', { ids: [e.id], leaveDate: '2025-01-01' })).body).toMatchObject({ code: 400 });
    const leave = { ids: [e.id], leaveDate: '2026-04-30', disableAccount: true };
    const races = await Promise.all(Array.from({ length: 5 }, () => post('/employee/disable', leave)));
    expect(races.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(races.filter((r) => r.body.code === 409).map((r) => r.body.message)).toEqual(
      Array(4).fill('员工当前状态为「离职」，不能离职，请刷新后重试'),
    );
    expect(await detail(e.id)).toMatchObject({ status: 2, leaveDate: '2026-04-30' });
    expect((await t.db.select({ status: users.status }).from(users).where(eq(users.code, u.code)))[0].status).toBe(3);
    expect((await post('/employee/enable', { ids: [e.id] })).body).toMatchObject({ code: 200, message: '复职成功' });
    expect(await detail(e.id)).toMatchObject({ status: 1, leaveDate: null });
  });

  it('of ten racing adds with one phone exactly one is stored', async () => {
    const sp = await f.sp();
    const phone = freshPhone();
    const res = await Promise.all(Array.from({ length: 10 }, () => post('/employee/add', employeeBody(sp, { phone }))));
    expect(res.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(res.filter((r) => r.body.code === 409)).toHaveLength(9);
    expect(await t.db.select().from(employees).where(eq(employees.phone, phone))).toHaveLength(1);
  });

  it('answers 600008 without a session', async () => {
    expect((await t.get('/employee/queryList', { page: 1, pageSize: 10 })).body.code).toBe(600008);
  });
});

describe('scope: employees are seen and changed only within the caller’s SPs', () => {
  it('on every verb, in SQL; a user limited in a dimension employees do not carry sees none', async () => {
    const [spIn, spOut] = [await f.sp(), await f.sp()];
    const inside = await f.employee(spIn);
    const outside = await f.employee(spOut);
    const limited = await scopedUser(t, [{ dataType: 2, dataList: spIn }]);
    const byProvince = await scopedUser(t, [{ dataType: 6, dataList: '330000' }]);
    const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);
    expect(ids(await list({}, limited))).toEqual([inside.id]);
    expect((await list({}, byProvince)).total).toBe(0);
    const out = { id: outside.id };
    const row = await detail(outside.id);
    const as2 = (path: string, body: object) => post(path, body, limited);
    expect((await t.get('/employee/detail', out, { token: limited })).body.code).toBe(404);
    expect((await as2('/employee/update', { ...outside, ...out, name: '越权', updateTime: row.updateTime })).body.code).toBe(404);
    expect((await as2('/employee/disable', { ids: [inside.id, outside.id], leaveDate: '2026-05-01' })).body.code).toBe(404);
    expect((await as2('/employee/delete', out)).body.code).toBe(404);
    expect((await as2('/employee/add', employeeBody(spOut))).body).toMatchObject({ code: 404, message: '员工不在您的数据权限范围内' });
    expect((await as2('/employee/update', { ...inside, spCode: spOut, updateTime: (await detail(inside.id)).updateTime })).body.code).toBe(
      404,
    );
    expect(await detail(outside.id)).toMatchObject({ name: '张三', status: 1, updateTime: row.updateTime });
    expect(await detail(inside.id)).toMatchObject({ status: 1, spCode: spIn });
  });
});
