import { COMMON_LABELS } from '@console/contract/common-fields';
import { IMPORT_MAX_ROWS, type ImportReport } from '@console/contract/imports';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../shared/errors.ts';
import type { FileStore } from '../../shared/file-store.ts';
import { type ImportRow, type Importer, importerOf, type RowError } from '../../shared/import-registry.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { safeParseStrict, unknownFieldsMessage } from '../../shared/strict-input.ts';
import { formatTime } from '../../shared/time.ts';
import { xlsxStream } from '../exports/xlsx-writer.ts';
import { pgFileStore } from '../files/pg-file-store.ts';
import { sheetRows } from './xlsx-reader.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ERROR_HEADER = COMMON_LABELS.errorMessage;
const SHOWN_ERRORS = 500;

export function importerFor(ctx: RequestCtx, resource: string): Importer<unknown> {
  const importer = importerOf(resource);
  if (!importer) throw notFound('该列表不支持导入');
  if (!ctx.user.permissions.has(`${resource}.import`)) throw forbidden();
  return importer;
}

/** Where each of the importer's headers stands in row 1; a header missing from it, or there twice, is refused. */
function columnsOf(importer: Importer<unknown>, header: Map<number, string> | undefined) {
  const at = new Map<string, number>();
  const twice = new Set<string>();
  for (const [col, text] of header ?? []) {
    if (at.has(text)) twice.add(text);
    at.set(text, col);
  }
  // Two columns under one header: which one holds the field is anybody's guess, and the other would be dropped.
  const doubled = importer.columns.filter((c) => twice.has(c.header)).map((c) => c.header);
  if (doubled.length) throw badRequest(`列重复：${doubled.join('、')}（请使用下载的模板）`);
  const missing = importer.columns.filter((c) => !c.optional && !at.has(c.header)).map((c) => c.header);
  if (missing.length) throw badRequest(`缺少列：${missing.join('、')}（请使用下载的模板）`);
  return importer.columns.filter((c) => at.has(c.header)).map((c) => ({ key: c.key, col: at.get(c.header) as number }));
}

/** A column's letters (1 → A, 28 → AB), naming a cell whose column has no header. */
function letters(col: number): string {
  let name = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

type SheetRow = { row: number; texts: Record<string, string>; extra: Map<string, string> };

/**
 * The sheet's rows as cell texts keyed by column, with their Excel row numbers; headers matched by text.
 * A filled cell under any other column is kept as the row's unknown field, named by its header (or `F列`
 * without one): it is refused on its row, never dropped. The error column of our own error file is not
 * data: a corrected error file goes back in as it is.
 */
async function readRows(importer: Importer<unknown>, buf: Buffer) {
  const rows: SheetRow[] = [];
  let columns: { key: string; col: number }[] | undefined;
  let header = new Map<number, string>();
  for await (const line of sheetRows(buf)) {
    if (!columns) {
      columns = columnsOf(importer, line.row === 1 ? line.cells : undefined);
      header = line.cells;
      if (line.row === 1) continue;
    }
    const texts: Record<string, string> = {};
    let any = false;
    for (const { key, col } of columns) {
      texts[key] = line.cells.get(col) ?? '';
      if (texts[key]) any = true;
    }
    const known = new Set(columns.map((c) => c.col));
    const extra = new Map<string, string>();
    for (const [col, text] of line.cells) {
      const name = header.get(col) || `${letters(col)}列`;
      if (!known.has(col) && name !== ERROR_HEADER) extra.set(name, text);
    }
    if (!any && !extra.size) continue;
    if (rows.length >= IMPORT_MAX_ROWS) throw new AppError(413, `一次最多导入 ${IMPORT_MAX_ROWS} 行`);
    rows.push({ row: line.row, texts, extra });
  }
  if (!columns) columnsOf(importer, undefined);
  return rows;
}

const running = new Set<string>();

/** Whether the user has an import running on this instance. */
export const importing = (userCode: string) => running.has(userCode);

/**
 * One import per user at a time on an instance: an import is the heaviest request there is, and a user
 * sending the same file again and again (or twice in two tabs) must not multiply it.
 */
export async function oneImportAtATime<T>(userCode: string, work: () => Promise<T>): Promise<T> {
  if (running.has(userCode)) throw conflict('已有一个导入正在进行，请等它完成后再试');
  running.add(userCode);
  try {
    return await work();
  } finally {
    running.delete(userCode);
  }
}

/**
 * Dry run: every row is checked with the add call's schema and the area's rules; the report and an error
 * file come back. Real run: the same checks, then all rows are written in one transaction, or none when any
 * row is wrong (all-or-nothing, so a file is never half imported).
 */
export async function runImport(ctx: RequestCtx, store: FileStore, resource: string, buf: Buffer, dryRun: boolean) {
  const importer = importerFor(ctx, resource);
  return oneImportAtATime(ctx.user.code, () => checkAndWrite(ctx, store, importer, buf, dryRun));
}

async function checkAndWrite(ctx: RequestCtx, store: FileStore, importer: Importer<unknown>, buf: Buffer, dryRun: boolean) {
  const rows = await readRows(importer, buf);
  if (!rows.length) throw badRequest('表格中没有数据行');
  const headerOf = new Map(importer.columns.map((c) => [c.key, c.header]));
  const errors: RowError[] = [];
  const valid: ImportRow<unknown>[] = [];
  const fieldOf = (path: string) => headerOf.get(path) ?? path;
  for (const { row, texts, extra } of rows) {
    const input = Object.fromEntries(
      importer.columns.map((c) => [c.key, c.parse ? c.parse(texts[c.key] ?? '') : texts[c.key] || undefined]),
    );
    // The add call's schema, strictly: a column the schema does not declare is refused like a column the
    // importer does not know (one message, 未知字段：<name>, on the row), never dropped.
    const parsed = safeParseStrict(importer.schema, input);
    const unknown = [...extra.keys(), ...(parsed.success ? [] : parsed.unknown.map((path) => fieldOf(path.split('.')[0])))];
    if (parsed.success && !unknown.length) {
      valid.push({ row, value: parsed.data });
      continue;
    }
    for (const field of new Set(unknown)) errors.push({ row, field, message: unknownFieldsMessage([field]) });
    const seen = new Set<string>();
    for (const issue of parsed.success ? [] : parsed.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row, field, message: issue.message });
    }
  }
  if (valid.length) errors.push(...(await importer.check(ctx, valid)).map((e) => ({ ...e, field: headerOf.get(e.field) ?? e.field })));
  const badRows = new Set(errors.map((e) => e.row));
  errors.sort((a, b) => a.row - b.row);

  let errorFileId: string | null = null;
  if (errors.length) errorFileId = await errorFile(ctx, store, importer, rows, errors);
  let imported = 0;
  if (!dryRun && !badRows.size) {
    const values = valid.map((v) => v.value);
    const prepared = await importer.prepare?.(values);
    await ctx.db.transaction((tx) => importer.apply(tx, ctx, values, prepared));
    imported = valid.length;
  }
  const report: ImportReport = {
    total: rows.length,
    valid: rows.length - badRows.size,
    invalid: badRows.size,
    errors: errors.slice(0, SHOWN_ERRORS),
    errorFileId,
    dryRun,
    imported,
  };
  const message = dryRun
    ? badRows.size
      ? `校验完成：${badRows.size} 行有错误`
      : `校验通过：共 ${rows.length} 行`
    : imported
      ? `导入成功：共 ${imported} 行`
      : `导入失败：${badRows.size} 行有错误，未导入任何数据`;
  return { report, message };
}

/** The original rows (unknown columns too, after the known ones) with an error column (every problem of the row in one cell). */
async function errorFile(ctx: RequestCtx, store: FileStore, importer: Importer<unknown>, rows: SheetRow[], errors: RowError[]) {
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), `${e.field}：${e.message}`]);
  const unknown = [...new Set(rows.flatMap((r) => [...r.extra.keys()]))].map((header, i) => ({ key: `__unknown${i}`, header }));
  const columns = [
    ...importer.columns.map((c) => ({ key: c.key, header: c.header })),
    ...unknown,
    { key: '__error', header: ERROR_HEADER, width: 40 },
  ];
  const xlsx = await xlsxStream<Record<string, string>>(`${importer.label}错误`, columns);
  const name = `${importer.label}导入错误_${formatTime(new Date(), ctx.tz).replace(/[-: ]/g, '')}.xlsx`;
  const stored = store.put({ name, mime: XLSX, ownerCode: ctx.user.code, kind: 'import-errors' }, xlsx.output);
  for (const r of rows) {
    const extra = Object.fromEntries(unknown.map((u) => [u.key, r.extra.get(u.header) ?? '']));
    xlsx.add({ ...r.texts, ...extra, __error: (byRow.get(r.row) ?? []).join('；') });
  }
  await xlsx.finish();
  return (await stored).id;
}

/** The template: the headers and one example row. */
export async function template(ctx: RequestCtx, resource: string) {
  const importer = importerFor(ctx, resource);
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  const ws = wb.addWorksheet(importer.label);
  ws.columns = importer.columns.map((c) => ({ header: c.header, key: c.key, width: Math.max(14, c.header.length * 2 + 6) }));
  ws.addRow(Object.fromEntries(importer.columns.map((c) => [c.key, c.example ?? ''])));
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  return { name: `${importer.label}导入模板.xlsx`, mime: XLSX, size: buf.length, buf };
}

/** An import's error sheet, to the user who ran the import only; read from the one store every instance shares. */
export async function errorFileOf({ id }: { id: string }, ctx: RequestCtx) {
  const store = pgFileStore(ctx.db);
  const file = await store.stat(id);
  if (file?.kind !== 'import-errors' || file.ownerCode !== ctx.user.code) throw notFound('文件不存在');
  return { file, stream: store.open(id) };
}
