import { jobResource } from '@console/contract/api/jobs';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { declaredListAndExport } from '../../test/export-matches-list.ts';

const { t, token } = await signedInTestApp();

describe('任务调度 exports its list', () => {
  it('the export holds the jobs the list shows under the same filter, status by its label', async () => {
    const jobName = `导出任务${Date.now()}`;
    const save = (name: string) =>
      t.post('/schedule/job/save', { jobName: name, handler: 'jobLog.purge', cron: '0 3 * * *', params: {}, remark: '备注' }, { token });
    const first = (await save(`${jobName}A`)).body.data.id as number;
    expect((await save(`${jobName}B`)).body.code).toBe(200);
    expect((await t.post('/schedule/job/pause', { id: first }, { token })).body.code).toBe(200);
    const all = await declaredListAndExport(t, token, jobResource, { jobName });
    expect(all.total).toBe(2);
    expect(all.exported).toEqual(all.list);
    expect(all.exported.rows.flat()).toEqual(expect.arrayContaining(['已暂停', '运行中', '备注']));
    const paused = await declaredListAndExport(t, token, jobResource, { jobName, status: 2 });
    expect(paused.exported.rows).toHaveLength(1);
    expect(paused.exported).toEqual(paused.list);
  });
});
