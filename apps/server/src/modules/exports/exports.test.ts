import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportPages } from '../../shared/export-registry.ts';
import { signedInTestApp } from '../../test/build-app.ts';
import { newUser, roleHolding, signedInUser } from '../users/system-fixtures.ts';
import { exportTasks } from '../../db/schema/exports.ts';
import { neutralise } from './xlsx-writer.ts';
import { until } from '../../test/until.ts';

const { t, token: admin } = await signedInTestApp();

const taskOf = (id: string, token = admin) =>
  until(
    async () => (await t.get('/export/queryList', {}, { token })).body.data.find((r: { id: string }) => r.id === id),
    (r) => r && ['done', 'failed'].includes(r.status),
  );

async function download(id: string, token = admin, path = `/export/download/${id}`) {
  const res = await t.app.inject({ method: 'GET', url: `/api${path}`, headers: { authorization: `Bearer ${token}` } });
  return res;
}

async function sheetRows(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

describe('neutralise', () => {
  it('quotes formula-looking text, keeps numbers', () => {
    expect(['=1+1', '+a', '-b', '@c', '\tx', 'ok', -5, null].map(neutralise)).toEqual([
      "'=1+1",
      "'+a",
      "'-b",
      "'@c",
      "'\tx",
      'ok',
      -5,
      null,
    ]);
  });
});

describe('export center', () => {
  it('exports the filtered user list to .xlsx for its owner only, cells neutralised', async () => {
    for (const name of ['=HYPERLINK("x")', '导出甲', '导出乙'])
      await t.post('/user/insert', newUser({ name, loginId: `exp${Math.random().toString(36).slice(2, 8)}` }), { token: admin });
    const created = await t.post('/export/create', { resource: 'userManagement', query: { loginId: 'exp' } }, { token: admin });
    expect(created.body).toMatchObject({ code: 200, message: '导出任务已创建，请到导出中心查看进度并下载' });
    const task = await taskOf(created.body.data.id);
    expect(task).toMatchObject({ status: 'done', progress: 100, rows: 3, resource: 'userManagement', resourceLabel: '用户列表' });
    expect(task.fileName).toMatch(/^用户列表_\d{14}\.xlsx$/);
    expect(task.expireTime).not.toBe('');

    const res = await download(task.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['用户编码', '名称', '账号', '手机号', '邮箱', '联系电话', '角色', '部门', '状态', '创建时间']);
    expect(rows).toHaveLength(4);
    const names = rows.slice(1).map((r) => r[1]);
    expect(names).toContain('\'=HYPERLINK("x")');
    expect(names).toContain('导出甲');

    // The report-file views list and serve the same file.
    const files = await t.get('/select/reportFile/queryList', {}, { token: admin });
    expect(files.body.data.map((f: { id: string }) => f.id)).toContain(task.id);
    expect((await download(task.id, admin, `/select/reportFile/download/${task.id}`)).statusCode).toBe(200);
    expect((await download(task.id, admin, `/queryApi/file/${task.id}`)).rawPayload.equals(res.rawPayload)).toBe(true);

    await roleHolding(t, '7201', ['exportTask.query', 'exportTask.download', 'userManagement.export', 'userManagement.query']);
    const other = await signedInUser(t, 'exp_other', '7201');
    expect((await download(task.id, other.token)).statusCode).toBe(404);
    const theirs = await t.get('/export/queryList', {}, { token: other.token });
    expect(theirs.body.total).toBe(0);
  });

  it('exports articles (content.export)', async () => {
    const created = await t.post('/export/create', { resource: 'content', query: {} }, { token: admin });
    const task = await taskOf(created.body.data.id);
    expect(task.status).toBe('done');
    const rows = await sheetRows((await download(task.id)).rawPayload);
    expect(rows[0][1]).toBe('标题');
  });

  it("needs the list's own export key and a known resource; validates the list's filter", async () => {
    await roleHolding(t, '7202', ['userManagement.query', 'exportTask.query']);
    const { token } = await signedInUser(t, 'exp_noexport', '7202');
    expect((await t.post('/export/create', { resource: 'userManagement', query: {} }, { token })).status).toBe(403);
    expect((await t.post('/export/create', { resource: 'nope', query: {} }, { token: admin })).status).toBe(404);
    expect((await t.post('/export/create', { resource: 'userManagement', query: { status: 9 } }, { token: admin })).status).toBe(400);
    expect((await t.post('/export/create', { resource: 'userManagement', query: { bogus: 1 } }, { token: admin })).status).toBe(400);
  });

  it('refuses a filter the list does not know, as the list does, for every export (a typo would export all in scope)', async () => {
    const tasks = async () => (await t.db.select().from(exportTasks)).length;
    const before = await tasks();
    expect(exportPages()).toEqual(expect.arrayContaining(['orderList', 'shopInfo', 'wmsInventory', 'userManagement']));
    for (const resource of exportPages()) {
      const res = await t.post('/export/create', { resource, query: { shopnmae: '胡记' } }, { token: admin });
      expect(res.status, resource).toBe(400);
      expect(res.body.message, resource).toBe('未知字段：shopnmae');
    }
    expect(await tasks()).toBe(before);
  });

  it('allows at most 2 queued or running exports per user; cancel stops one, then removes it', async () => {
    const [me] = await t.db.select().from(exportTasks).limit(1);
    const fake = await t.db
      .insert(exportTasks)
      .values(
        [0, 1].map(() => ({
          userCode: me.userCode,
          resource: 'userManagement',
          resourceLabel: '用户列表',
          fileName: 'x.xlsx',
          status: 'running',
        })),
      )
      .returning({ id: exportTasks.id });
    const third = await t.post('/export/create', { resource: 'userManagement', query: {} }, { token: admin });
    expect(third.status).toBe(429);
    expect(third.body.message).toContain('最多同时进行 2 个导出任务');

    const cancel = await t.post('/export/cancel', { id: fake[0].id }, { token: admin });
    expect(cancel.body.message).toBe('已取消');
    const row = (await t.get('/export/queryList', {}, { token: admin })).body.data.find((r: { id: string }) => r.id === fake[0].id);
    expect(row).toMatchObject({ status: 'failed', message: '已取消' });
    expect((await t.post('/export/cancel', { id: fake[0].id }, { token: admin })).body.message).toBe('删除成功');
    expect((await t.post('/export/cancel', { id: fake[0].id }, { token: admin })).status).toBe(404);
    await t.post('/export/cancel', { id: fake[1].id }, { token: admin });
  });

  it('expires files after EXPORT_EXPIRE_DAYS via the job', async () => {
    const { expireExports } = await import('./exports.service.ts');
    const { pgFileStore } = await import('../files/pg-file-store.ts');
    const created = await t.post('/export/create', { resource: 'content', query: {} }, { token: admin });
    const task = await taskOf(created.body.data.id);
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(exportTasks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(exportTasks.id, task.id));
    expect(await expireExports(t.db, pgFileStore(t.db))).toBe(1);
    const after = (await t.get('/export/queryList', {}, { token: admin })).body.data.find((r: { id: string }) => r.id === task.id);
    expect(after.status).toBe('expired');
    expect((await download(task.id)).statusCode).toBe(410);
  });
});
