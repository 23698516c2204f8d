import { StringDecoder } from 'node:string_decoder';
import { IMPORT_MAX_ROWS } from '@console/contract/imports';
import type { SaxesTagPlain } from 'saxes';
import { AppError, badRequest } from '../../shared/errors.ts';
import { NOT_XLSX, type ZipEntry, zipEntries, zipPart } from './zip-reader.ts';

/**
 * The first sheet of an uploaded .xlsx, read as a stream of its non-empty rows. Reading is bounded by what
 * the file holds, never by what it claims: only rows present in the sheet are visited (a cell on row
 * 1,048,576 is one row, not a million), the parts together inflate to at most `XLSX_LIMITS.inflatedBytes`,
 * the sheet holds at most `XLSX_LIMITS.physicalRows` rows counting empty ones, and the event loop gets a
 * turn between chunks, so other requests are answered throughout.
 */
export const XLSX_LIMITS = { inflatedBytes: 64 * 1024 * 1024, physicalRows: IMPORT_MAX_ROWS * 5 };

export type SheetRow = { row: number; cells: Map<number, string> };

type Budget = { left: number; entries: Map<string, ZipEntry>; buf: Buffer };
type Handlers = { open?: (tag: SaxesTagPlain) => void; close?: (name: string) => void; text?: (text: string) => void };

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Feeds a part to a SAX parser (tag names without their prefix), yielding after each chunk. */
async function* parse(budget: Budget, name: string, on: Handlers): AsyncGenerator<void> {
  const entry = budget.entries.get(name);
  if (!entry) throw badRequest(NOT_XLSX);
  // Loaded with the first import, not at the server's start.
  const { SaxesParser } = await import('saxes');
  const parser = new SaxesParser();
  if (on.open) parser.on('opentag', (t) => on.open?.({ ...(t as SaxesTagPlain), name: local(t.name) }));
  if (on.close) parser.on('closetag', (t) => on.close?.(local(t.name)));
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  // Weighed before a byte is inflated; zipPart holds the part to the size it declares.
  if (entry.size > budget.left) throw tooBig();
  budget.left -= entry.size;
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of zipPart(budget.buf, entry)) {
      parser.write(decoder.write(chunk));
      yield;
    }
    parser.write(decoder.end()).close();
  } catch (err) {
    throw err instanceof AppError ? err : badRequest(NOT_XLSX);
  }
}

async function drain(parts: AsyncGenerator<void>) {
  for await (const _ of parts);
}

/** A part's relationships: id → target path, and the target of the first relationship of each type. */
async function relations(budget: Budget, of: string) {
  const dir = of.slice(0, of.lastIndexOf('/') + 1);
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  const name = `${dir}_rels/${of.slice(dir.length)}.rels`;
  if (!budget.entries.has(name)) return { byId, byType };
  await drain(
    parse(budget, name, {
      open: (t) => {
        if (t.name !== 'Relationship' || t.attributes.TargetMode === 'External') return;
        const target = resolve(dir, t.attributes.Target ?? '');
        byId.set(t.attributes.Id, target);
        const type = (t.attributes.Type ?? '').slice((t.attributes.Type ?? '').lastIndexOf('/') + 1);
        if (!byType.has(type)) byType.set(type, target);
      },
    }),
  );
  return { byId, byType };
}

function resolve(dir: string, target: string) {
  const parts = (target.startsWith('/') ? target.slice(1) : dir + target).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p !== '.' && p !== '') out.push(p);
  }
  return out.join('/');
}

/** The text of each shared string (rich text runs joined; phonetic guides left out). */
async function sharedStrings(budget: Budget, name: string | undefined) {
  const strings: string[] = [];
  if (!name) return strings;
  let text = '';
  let inText = false;
  let phonetic = false;
  await drain(
    parse(budget, name, {
      open: (t) => {
        if (t.name === 'si') text = '';
        else if (t.name === 'rPh') phonetic = true;
        else if (t.name === 't' && !phonetic) inText = true;
      },
      close: (n) => {
        if (n === 'si') strings.push(text);
        else if (n === 'rPh') phonetic = false;
        else if (n === 't') inText = false;
      },
      text: (s) => {
        if (inText) text += s;
      },
    }),
  );
  return strings;
}

/** "AB12" → 28. */
function columnOf(ref: string) {
  let col = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    col = col * 26 + code - 64;
  }
  return col;
}

/** A cell's text as Excel shows it without formatting (numbers as JavaScript writes them, booleans as words). */
function cellText(type: string, value: string, strings: string[]) {
  if (type === 's') return strings[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'true' : value === '0' ? 'false' : value;
  if ((type === 'n' || type === '') && value.trim() !== '' && Number.isFinite(Number(value))) return String(Number(value));
  return value;
}

/** The rows of the workbook's first sheet that hold at least one cell with text, in sheet order. */
export async function* sheetRows(buf: Buffer): AsyncGenerator<SheetRow> {
  const budget: Budget = { left: XLSX_LIMITS.inflatedBytes, entries: zipEntries(buf), buf };
  const workbook = (await relations(budget, '')).byType.get('officeDocument');
  if (!workbook) throw badRequest(NOT_XLSX);
  const rels = await relations(budget, workbook);
  let firstSheet: string | undefined;
  await drain(
    parse(budget, workbook, {
      open: (t) => {
        if (t.name !== 'sheet' || firstSheet) return;
        const id = Object.entries(t.attributes).find(([k]) => k.endsWith(':id'))?.[1];
        firstSheet = id ? rels.byId.get(id) : undefined;
      },
    }),
  );
  if (!firstSheet) throw badRequest('表格中没有工作表');
  const strings = await sharedStrings(budget, rels.byType.get('sharedStrings'));

  const ready: SheetRow[] = [];
  let physical = 0;
  let row: SheetRow = { row: 0, cells: new Map() };
  let cell = { col: 0, type: '', value: '', inValue: false };
  const parts = parse(budget, firstSheet, {
    open: (t) => {
      if (t.name === 'row') {
        if (++physical > XLSX_LIMITS.physicalRows) throw tooManyRows();
        row = { row: Number(t.attributes.r) || row.row + 1, cells: new Map() };
        cell.col = 0;
      } else if (t.name === 'c') {
        cell = { col: t.attributes.r ? columnOf(t.attributes.r) : cell.col + 1, type: t.attributes.t ?? '', value: '', inValue: false };
      } else if (t.name === 'v' || (t.name === 't' && cell.type === 'inlineStr')) cell.inValue = true;
    },
    close: (n) => {
      if (n === 'v' || n === 't') cell.inValue = false;
      else if (n === 'c') {
        const text = cellText(cell.type, cell.value, strings).trim();
        if (text) row.cells.set(cell.col, text);
      } else if (n === 'row' && row.cells.size) ready.push(row);
    },
    text: (s) => {
      if (cell.inValue) cell.value += s;
    },
  });
  for await (const _ of parts) {
    yield* ready;
    ready.length = 0;
  }
  yield* ready;
}

const tooBig = () => new AppError(413, `表格内容过大：解压后超过 ${XLSX_LIMITS.inflatedBytes / 1024 / 1024}MB`);
const tooManyRows = () =>
  new AppError(413, `表格行数过多：一次最多导入 ${IMPORT_MAX_ROWS} 行，连同空行不超过 ${XLSX_LIMITS.physicalRows} 行`);
