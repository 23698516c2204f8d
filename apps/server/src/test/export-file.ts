import ExcelJS from 'exceljs';
import type { TestApp } from './build-app.ts';

/**
 * Runs an export as a user would (create, wait for the export center to finish it, download) and answers the
 * workbook, with its first sheet as a header row and data rows.
 */
export async function exportedSheet(t: TestApp, token: string, resource: string, query: Record<string, unknown> = {}) {
  const created = await t.post('/export/create', { resource, query }, { token });
  if (created.body.code !== 200) throw new Error(`${resource}: ${created.body.message}`);
  const id = created.body.data.id as string;
  let task: { status: string } | undefined;
  for (let i = 0; i < 400 && !['done', 'failed'].includes(task?.status ?? ''); i++) {
    await new Promise((r) => setTimeout(r, 50));
    task = (await t.get('/export/queryList', {}, { token })).body.data.find((r: { id: string }) => r.id === id);
  }
  if (task?.status !== 'done') throw new Error(`${resource}: export ${task?.status}`);
  const file = await t.app.inject({ method: 'GET', url: `/api/export/download/${id}`, headers: { authorization: `Bearer ${token}` } });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const [header = [], ...rows] = workbook.worksheets[0]
    .getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));
  return { id, workbook, header, rows };
}
