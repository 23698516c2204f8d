import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { ExportColumn } from '../../shared/export-registry.ts';

/** Text a spreadsheet would run as a formula (`= + - @`, tab, carriage return) gets a leading quote. */
export function neutralise(v: unknown): string | number | Date | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || v instanceof Date) return v;
  if (typeof v === 'boolean') return v ? '是' : '否';
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/**
 * exceljs's sheet stream (its StreamBuf): what it holds itself, and the stream it writes into (archiver's
 * PassThrough before the compressor, from readable-stream: its queues are in the states, not `writableLength`).
 */
type Queue = { length: number };
type SheetStream = { buffers: Queue[]; pipes: { _writableState?: Queue; _readableState?: Queue }[] };

/**
 * exceljs's streaming writer alone, loaded with the first export: the package's index loads its readers, CSV
 * and every xform as well, which cost a server that exports ~11 MiB more RSS for good (heap 25 → 10 MiB after
 * the import; 2.4 → 0.7 s to import on a busy machine) (issue 31). Imports read spreadsheets with the whole package.
 */
/**
 * An .xlsx written row by row with exceljs's streaming writer: rows are committed as they come and the zip
 * is streamed out through `output`, so memory stays flat whatever the row count. exceljs loads with the first
 * spreadsheet: importing it costs ~250 ms of CPU, a quarter of the server's start (issue 31).
 */
export async function xlsxStream<R>(sheetName: string, columns: ExportColumn<R>[]) {
  const { default: WorkbookWriter } = await import('exceljs/lib/stream/xlsx/workbook-writer.js');
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  // Fast deflate: the sheet XML is generated faster than default-level compression eats it, and what waits
  // for the compressor sits in memory.
  const wb = new WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  const ws = wb.addWorksheet(sheetName.slice(0, 31));
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(12, c.header.length * 2 + 4) }));
  // exceljs writes the sheet's XML towards the zip's compressor without heeding write() returning false, while
  // the zip heeds the output's: a slow reader leaves the rows' XML queued before the compressor, unbounded.
  // Counting what waits there too lets drain() hold the rows back instead.
  const sheet = (ws as unknown as { stream: SheetStream }).stream;
  const queued = () =>
    output.readableLength +
    output.writableLength +
    sheet.buffers.reduce((n, b) => n + b.length, 0) +
    sheet.pipes.reduce((n, p) => n + (p._writableState?.length ?? 0) + (p._readableState?.length ?? 0), 0);
  return {
    output,
    add(row: R) {
      ws.addRow(columns.map((c) => neutralise(c.format ? c.format(row[c.key], row) : row[c.key]))).commit();
    },
    /** Waits while more than 1 MiB of the sheet is not yet taken by the store (keeps memory flat). */
    async drain() {
      while (queued() > 1 << 20 && !output.destroyed) await new Promise((r) => setTimeout(r, 5));
    },
    async finish() {
      ws.commit();
      await wb.commit();
    },
  };
}
