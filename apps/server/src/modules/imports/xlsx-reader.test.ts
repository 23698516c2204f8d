import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import { loopTurns } from '../../test/loop-turns.ts';
import { rowXml, xlsxOf } from './xlsx-fixtures.ts';
import { type SheetRow, sheetRows, XLSX_LIMITS } from './xlsx-reader.ts';

async function read(buf: Buffer) {
  const rows: SheetRow[] = [];
  for await (const r of sheetRows(buf)) rows.push(r);
  return rows.map((r) => ({ row: r.row, cells: Object.fromEntries(r.cells) }));
}

async function refusal(buf: Buffer) {
  const err = await read(buf).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { status: (err as AppError).status, message: (err as AppError).message };
}

const MB = 1024 * 1024;

describe('xlsx reader', () => {
  it('reads what Excel writes: shared and rich strings, numbers, booleans, gaps; empty rows skipped', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('s');
    ws.addRow(['名称', '数量', '启用']);
    ws.addRow([' 甲 ', 13800000001, true]);
    ws.addRow([]);
    ws.getRow(4).getCell(3).value = { richText: [{ text: '富' }, { text: '文本', font: { bold: true } }] };
    ws.getRow(5).getCell(1).value = '   ';
    ws.getRow(7).getCell(2).value = 0.5;
    const rows = await read(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(rows).toEqual([
      { row: 1, cells: { 1: '名称', 2: '数量', 3: '启用' } },
      { row: 2, cells: { 1: '甲', 2: '13800000001', 3: 'true' } },
      { row: 4, cells: { 3: '富文本' } },
      { row: 7, cells: { 2: '0.5' } },
    ]);
  });

  it('visits only the rows a sheet holds: a header and one cell on row 1,048,576 are two rows', async () => {
    const file = xlsxOf(rowXml(1, ['名称', '账号']) + rowXml(1_048_576, ['甲']));
    expect(file.length).toBeLessThan(2048);
    expect(await read(file)).toEqual([
      { row: 1, cells: { 1: '名称', 2: '账号' } },
      { row: 1_048_576, cells: { 1: '甲' } },
    ]);
  });

  it('refuses a part claiming more than the inflated limit before inflating it', async () => {
    const bomb = xlsxOf('', { data: Buffer.alloc(XLSX_LIMITS.inflatedBytes + MB, 0x20) });
    expect(bomb.length).toBeLessThan(MB);
    expect(await refusal(bomb)).toEqual({ status: 413, message: '表格内容过大：解压后超过 64MB' });
  });

  it('stops inflating a part that outgrows the size it claims', async () => {
    const liar = xlsxOf('', { data: Buffer.alloc(XLSX_LIMITS.inflatedBytes + MB, 0x20), claimedSize: 1000 });
    expect(await refusal(liar)).toEqual({ status: 400, message: '文件不是有效的 .xlsx 表格，请使用下载的模板' });
  });

  it('counts empty rows against the physical row limit', async () => {
    const file = xlsxOf(rowXml(1, ['名称']) + '<row/>'.repeat(XLSX_LIMITS.physicalRows));
    expect(await refusal(file)).toEqual({
      status: 413,
      message: '表格行数过多：一次最多导入 20000 行，连同空行不超过 100000 行',
    });
  });

  it('refuses what is not a workbook with a clear message', async () => {
    const notXlsx = { status: 400, message: '文件不是有效的 .xlsx 表格，请使用下载的模板' };
    expect(await refusal(Buffer.from('not a zip'))).toEqual(notXlsx);
    expect(await refusal(xlsxOf('<row><c><v>1</c></row>'))).toEqual(notXlsx);
    expect(await refusal(xlsxOf('<row><c t="inlineStr"><is><t>&xxe;</t></is></c></row>'))).toEqual(notXlsx);
  });

  it('gives the event loop a turn while it reads', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => rowXml(i + 1, [`编码${i}`, `名称${i}`])).join('');
    let n = 0;
    const turns = await loopTurns(async () => {
      for await (const _ of sheetRows(xlsxOf(rows))) n++;
    });
    expect(n).toBe(20_000);
    expect(turns).toBeGreaterThan(10);
  });
});
