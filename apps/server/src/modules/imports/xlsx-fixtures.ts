import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { TestApp } from '../../test/build-app.ts';

/**
 * Hand-made .xlsx files for the import tests, hostile ones included: a zip is written part by part, so a
 * part can claim any size it likes.
 */

export type Part = { name: string; data: Buffer | string; claimedSize?: number };

export function zipOf(parts: Part[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const raw = Buffer.from(p.data);
    const packed = deflateRawSync(raw);
    const name = Buffer.from(p.name);
    const head = (size: number) => {
      const b = Buffer.alloc(size);
      b.writeUInt16LE(20, size === 30 ? 4 : 6);
      return b;
    };
    const local = head(30);
    local.writeUInt32LE(0x04034b50, 0);
    const central = head(46);
    central.writeUInt32LE(0x02014b50, 0);
    for (const [b, at] of [
      [local, 8],
      [central, 10],
    ] as const) {
      b.writeUInt16LE(8, at);
      b.writeUInt32LE(crc32(raw), at + 6);
      b.writeUInt32LE(packed.length, at + 10);
      b.writeUInt32LE(p.claimedSize ?? raw.length, at + 14);
      b.writeUInt16LE(name.length, at + 18);
    }
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const letters = (col: number): string => (col > 26 ? letters(Math.floor((col - 1) / 26)) : '') + String.fromCharCode(65 + ((col - 1) % 26));

/** A row of inline-string cells (`null` leaves a cell out). */
export const rowXml = (r: number, cells: (string | null)[]) =>
  `<row r="${r}">${cells
    .map((v, i) => (v === null ? '' : `<c r="${letters(i + 1)}${r}" t="inlineStr"><is><t>${xmlText(v)}</t></is></c>`))
    .join('')}</row>`;

/** The smallest workbook Excel opens: one sheet whose `<sheetData>` is `rows`. */
export function xlsxOf(rows: string, sheet: Partial<Part> = {}) {
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: '_rels/.rels',
      data: `<Relationships><Relationship Id="r1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    { name: 'xl/workbook.xml', data: `<workbook xmlns:r="${rel}"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>` },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: `<worksheet><sheetData>${rows}</sheetData></worksheet>`, ...sheet },
  ]);
}

/** `POST /api/import/{resource}` with the file as the console sends it. */
export async function uploadImport(app: TestApp['app'], token: string, resource: string, file: Buffer, dryRun: boolean) {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/import/${resource}?dryRun=${dryRun}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

/** An ordinary .xlsx of one sheet: the header row, then `rows` (what a user fills in from the template). */
export async function sheetOf(headers: string[], rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('s');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
