import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ API_DOCS: 'true' });
  token = await t.login();
  await t.post('/content/category/add', { name: '公告', typeCode: 'NOTICE', describe: '公告', status: 1 }, { token });
});
afterAll(() => t.close());

const post = (url: string, body: unknown) => t.post(url, body, { token });
const good = {
  title: '春季上新',
  typeCode: 'NOTICE',
  retGradeList: 'A,B',
  describe: '新品介绍',
  status: 1,
  content: '<p>你好 <strong>世界</strong></p>',
};

describe('article rules (§5) with the specification messages', () => {
  it.each([
    ['title missing', { ...good, title: undefined }, '不为空且不能超过20个字符'],
    ['title empty', { ...good, title: '' }, '不为空且不能超过20个字符'],
    ['title of 21', { ...good, title: '一'.repeat(21) }, '不为空且不能超过20个字符'],
    ['typeCode', { ...good, typeCode: '' }, '所属分类不能为空'],
    ['retGradeList missing', { ...good, retGradeList: undefined }, '门店等级不能为空'],
    ['retGradeList empty', { ...good, retGradeList: ' , ' }, '门店等级不能为空'],
    ['describe empty', { ...good, describe: '' }, '不能超过100个字符'],
    ['describe of 101', { ...good, describe: 'x'.repeat(101) }, '不能超过100个字符'],
    ['status', { ...good, status: undefined }, '请选择状态'],
    ['content missing', { ...good, content: undefined }, '请输入文章内容'],
    ['content empty', { ...good, content: '' }, '请输入文章内容'],
    ['content that is only a script', { ...good, content: '<script>alert(1)</script><p> </p>' }, '请输入文章内容'],
  ])('%s', async (_label, body, message) => {
    const res = await post('/content/article/add', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message, data: null });
  });

  it('accepts a title of exactly 20 and a describe of exactly 100 characters', async () => {
    const res = await post('/content/article/add', { ...good, title: '一'.repeat(20), describe: 'x'.repeat(100) });
    expect(res.body.code).toBe(200);
    await post('/content/article/delete', { id: res.body.data.id });
  });

  it('refuses an unknown category and an unknown grade', async () => {
    expect((await post('/content/article/add', { ...good, typeCode: 'NOPE' })).body.message).toBe('所属分类不存在');
    expect((await post('/content/article/add', { ...good, retGradeList: 'A,ZZ' })).body.message).toBe('门店等级不存在或已停用：ZZ');
  });
});

describe('articles', () => {
  let id: number;
  it('adds one; the server sets the operator, the list shows typeName, remark and the grades comma-joined', async () => {
    const res = await post('/content/article/add', good);
    expect(res.body).toMatchObject({ code: 200, message: '操作成功' });
    id = res.body.data.id;
    const list = await t.get('/content/article/queryList', { pageNum: 1, pageSize: 10 }, { token });
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      id,
      title: '春季上新',
      remark: '新品介绍',
      describe: '新品介绍',
      typeCode: 'NOTICE',
      typeName: '公告',
      retGradeList: 'A,B',
      status: 1,
      operator: '系统管理员(admin)',
      content: '<p>你好 <strong>世界</strong></p>',
    });
  });

  it('filters by title, content and typeCode; % is searched literally', async () => {
    await post('/content/article/add', { ...good, title: '100%满意', content: '<p>其他内容</p>' });
    const q = (query: Record<string, unknown>) =>
      t.get('/content/article/queryList', query, { token }).then((r) => r.body.data.map((a: { title: string }) => a.title));
    expect(await q({ title: '春季' })).toEqual(['春季上新']);
    expect(await q({ content: '其他' })).toEqual(['100%满意']);
    expect(await q({ title: '%' })).toEqual(['100%满意']);
    expect(await q({ typeCode: 'NOTICE' })).toHaveLength(2);
    expect(await q({ typeCode: 'OTHER' })).toEqual([]);
    expect((await t.get('/content/article/queryList', { pageSize: 101 }, { token })).status).toBe(400);
  });

  it('updates, toggles status with 启用成功 / 禁用成功 and deletes with 删除成功', async () => {
    const upd = await post('/content/article/update', { id, ...good, title: '夏季上新', retGradeList: 'C' });
    expect(upd.body).toMatchObject({ code: 200, message: '修改成功' });
    expect((await post('/content/article/status', { id, status: 2 })).body.message).toBe('禁用成功');
    expect((await post('/content/article/status', { id, status: 2 })).status).toBe(409);
    expect((await post('/content/article/status', { id, status: 1 })).body.message).toBe('启用成功');
    const list = await t.get('/content/article/queryList', { title: '夏季' }, { token });
    expect(list.body.data[0]).toMatchObject({ retGradeList: 'C', status: 1 });
    expect((await post('/content/article/delete', { id })).body).toMatchObject({ code: 200, message: '删除成功' });
    expect((await post('/content/article/delete', { id })).status).toBe(404);
    expect((await post('/content/article/update', { id, ...good })).status).toBe(404);
  });

  it('publishes the content paths in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const p of [
      '/content/article/queryList',
      '/content/article/add',
      '/content/article/update',
      '/content/article/delete',
      '/content/article/status',
      '/content/category/queryList',
      '/content/category/add',
      '/content/category/update',
      '/content/category/delete',
      '/content/category/status',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});
