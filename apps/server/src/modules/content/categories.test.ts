import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';

const { t, token } = await signedInTestApp();

const post = (url: string, body: unknown) => t.post(url, body, { token });
const good = { name: '新闻', typeCode: 'NEWS', describe: '公司新闻', status: 1 };
const article = (typeCode: string) => ({ title: '标题', typeCode, retGradeList: 'A', describe: '描述', status: 1, content: '<p>正文</p>' });

describe('category rules (§5) with the specification messages', () => {
  it.each([
    ['name', { ...good, name: undefined }, '分类名称不能为空'],
    ['blank name', { ...good, name: '   ' }, '分类名称不能为空'],
    ['typeCode', { ...good, typeCode: '' }, '分类编码不能为空'],
    ['describe', { ...good, describe: undefined }, '分类描述不能为空'],
    ['status missing', { ...good, status: undefined }, '分类状态不能为空'],
    ['status not numeric', { ...good, status: 'on' }, '分类状态不能为空'],
  ])('%s', async (_label, body, message) => {
    const res = await post('/content/category/add', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message, data: null });
  });

  it('rejects unknown fields such as an operator sent by the client', async () => {
    const res = await post('/content/category/add', { ...good, operator: 'someone(else)' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('operator');
  });
});

describe('categories', () => {
  it('adds one with the operator from the session and lists it', async () => {
    const res = await post('/content/category/add', good);
    expect(res.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const list = await t.get('/content/category/queryList', { pageNum: 1, pageSize: 99999 }, { token });
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ ...good, operator: '系统管理员(admin)' });
    expect(list.body.data[0].updateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('refuses a second category with the same code', async () => {
    const res = await post('/content/category/add', { ...good, name: '另一个' });
    expect(res).toMatchObject({ status: 409, body: { message: '分类编码已存在' } });
  });

  it('pages with pageNum / pageSize and caps pageSize at 99999', async () => {
    await post('/content/category/add', { ...good, typeCode: 'P2', name: '第二' });
    const p2 = await t.get('/content/category/queryList', { pageNum: 2, pageSize: 1 }, { token });
    expect(p2.body.total).toBe(2);
    expect(p2.body.data.map((c: { typeCode: string }) => c.typeCode)).toEqual(['NEWS']);
    expect((await t.get('/content/category/queryList', { pageNum: 1, pageSize: 100000 }, { token })).status).toBe(400);
  });

  it('toggles status with 启用成功 / 禁用成功; the same change twice gives 409', async () => {
    const { body } = await t.get('/content/category/queryList', {}, { token });
    const id = body.data.find((c: { typeCode: string }) => c.typeCode === 'P2').id;
    expect((await post('/content/category/status', { id, status: 2 })).body).toMatchObject({ code: 200, message: '禁用成功' });
    const twice = await Promise.all([
      post('/content/category/status', { id, status: 1 }),
      post('/content/category/status', { id, status: 1 }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.status === 200)?.body.message).toBe('启用成功');
    expect(twice.find((r) => r.status === 409)?.body.message).toBe('该分类已是启用状态');
    expect((await post('/content/category/status', { id: 999999, status: 2 })).status).toBe(404);
    // The log says 禁用 as the screen does, not 停用.
    const log = await t.db.execute(
      sql`select action from sys_operation_log where target_type = 'contentCategory' and target_id = ${String(id)} order by id`,
    );
    expect(log.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['禁用', '启用']));
  });

  it('a disabled category cannot be chosen for an article; an article already in it may stay', async () => {
    const add = await post('/content/category/add', { ...good, typeCode: 'OFF', name: '停用的' });
    const id = add.body.data.id;
    const a = await post('/content/article/add', article('OFF'));
    expect(a.body.code).toBe(200);
    await post('/content/category/status', { id, status: 2 });
    const refused = await post('/content/article/add', article('OFF'));
    expect(refused).toMatchObject({ status: 400, body: { message: '所属分类已禁用，不能选择' } });
    const keep = await post('/content/article/update', { id: a.body.data.id, ...article('OFF'), title: '改了标题' });
    expect(keep.body).toMatchObject({ code: 200, message: '修改成功' });
    const moveIn = await post('/content/article/add', article('NEWS'));
    const moved = await post('/content/article/update', { id: moveIn.body.data.id, ...article('OFF') });
    expect(moved).toMatchObject({ status: 400, body: { message: '所属分类已禁用，不能选择' } });
  });

  it('a category in use cannot be deleted; an unused one can', async () => {
    const { body } = await t.get('/content/category/queryList', {}, { token });
    const off = body.data.find((c: { typeCode: string }) => c.typeCode === 'OFF');
    const refused = await post('/content/category/delete', { id: off.id });
    expect(refused).toMatchObject({ status: 409, body: { message: '该分类下还有1篇文章，不能删除' } });
    const p2 = body.data.find((c: { typeCode: string }) => c.typeCode === 'P2');
    expect((await post('/content/category/delete', { id: p2.id })).body).toMatchObject({ code: 200, message: '删除成功' });
    expect((await post('/content/category/delete', { id: p2.id })).status).toBe(404);
  });

  it('changing a code carries its articles along', async () => {
    const { body } = await t.get('/content/category/queryList', {}, { token });
    const news = body.data.find((c: { typeCode: string }) => c.typeCode === 'NEWS');
    const res = await post('/content/category/update', { id: news.id, name: '要闻', typeCode: 'TOP', describe: '要闻', status: 1 });
    expect(res.body.message).toBe('修改成功');
    const list = await t.get('/content/article/queryList', { typeCode: 'TOP' }, { token });
    expect(list.body.total).toBe(1);
    expect(list.body.data[0].typeName).toBe('要闻');
  });

  it('needs the content keys', async () => {
    const { users } = await import('../../db/schema/users.ts');
    const { hashPassword } = await import('../../shared/password.ts');
    await t.db
      .insert(users)
      .values({ code: 'U_ct', name: '仓储', loginId: 'wh1', pwdHash: await hashPassword('Wh#12345'), roleCode: '0003' });
    const other = await t.login('wh1', 'Wh#12345');
    expect((await t.post('/content/category/add', good, { token: other })).status).toBe(403);
    expect((await t.get('/content/article/queryList', {}, { token: other })).status).toBe(403);
    expect((await t.get('/content/article/queryList', {})).status).toBe(401);
  });
});
