import { exportTaskResource, reportFileResource } from '@console/contract/api/exports';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { exportedSheet } from '../../test/export-file.ts';
import { declaredListAndExport } from '../../test/export-matches-list.ts';
import { roleHolding, signedInUser } from '../users/system-fixtures.ts';

const { t, token: admin } = await signedInTestApp();

const KEYS = [
  'userManagement.query',
  'userManagement.export',
  'exportTask.query',
  'exportTask.export',
  'exportTask.download',
  'reportFile.query',
  'reportFile.export',
];

describe('导出任务 and 报表文件 export their lists, each user only their own', () => {
  it('each export holds the rows its list shows the exporting user, and none of another user’s', async () => {
    await roleHolding(t, '7301', KEYS);
    const { token: other } = await signedInUser(t, 'export_other', '7301');
    await exportedSheet(t, admin, 'userManagement');
    await exportedSheet(t, other, 'userManagement');
    await exportedSheet(t, other, 'userManagement');
    for (const [token, own] of [
      [admin, undefined],
      [other, 2],
    ] as const) {
      const files = await declaredListAndExport(t, token, reportFileResource);
      expect(files.exported).toEqual(files.list);
      if (own) expect(files.total).toBe(own);
      const tasks = await declaredListAndExport(t, token, exportTaskResource);
      // The export of the task list runs as a task of its own: it heads the file, still 导出中, above the list's rows.
      const [itself, ...rest] = tasks.exported.rows;
      expect(itself[1]).toBe('导出任务');
      expect(itself[2]).toBe('导出中');
      expect({ ...tasks.exported, rows: rest }).toEqual(tasks.list);
      if (own) expect(rest.map((r) => r[1])).toEqual(['报表文件', '用户列表', '用户列表']);
    }
  });
});
