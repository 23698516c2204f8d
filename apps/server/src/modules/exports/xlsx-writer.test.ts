import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxStream } from './xlsx-writer.ts';

type Row = { code: string; name: string; note: string };
const columns = [
  { key: 'code' as const, header: '编码' },
  { key: 'name' as const, header: '名称' },
  { key: 'note' as const, header: '备注' },
];
const BATCH = 500;
const BATCHES = 200;
const batchOf = (b: number): Row[] =>
  Array.from({ length: BATCH }, (_, i) => ({
    code: `U${b * BATCH + i}`,
    name: `用户${b * BATCH + i}`,
    note: randomBytes(100).toString('hex'),
  }));

/** Feeds the sheet batch by batch as the export job does (add a batch, then wait for drain). */
function producer(xlsx: Awaited<ReturnType<typeof xlsxStream<Row>>>) {
  const state = { rows: 0, inDrain: false, fed: false };
  const done = (async () => {
    for (let b = 0; b < BATCHES; b++) {
      for (const r of batchOf(b)) xlsx.add(r);
      state.rows += BATCH;
      state.inDrain = true;
      await xlsx.drain();
      state.inDrain = false;
    }
    state.fed = true;
    await xlsx.finish();
  })();
  return { state, done };
}

describe('xlsxStream backpressure', () => {
  it('stops taking rows while nobody reads its file, and writes them all once read', async () => {
    const xlsx = await xlsxStream<Row>('用户', columns);
    const { state, done } = producer(xlsx);
    // Until the producer has sat in one drain() for 50 checks in a row, or has handed over every row.
    let still = 0;
    let seen = -1;
    while (!state.fed && still < 50) {
      await new Promise((r) => setTimeout(r, 10));
      still = state.inDrain && state.rows === seen ? still + 1 : 0;
      seen = state.rows;
    }
    expect(state.fed).toBe(false);
    // Held back: what was fed is what the zip's and the output's buffers hold (~37,000 of these rows); without
    // the check every row was fed and queued before the compressor.
    expect(state.rows).toBeLessThan((BATCH * BATCHES) / 2);

    const chunks: Buffer[] = [];
    for await (const c of xlsx.output) chunks.push(c as Buffer);
    await done;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(BATCH * BATCHES + 1);
  }, 120_000);
});

describe('xlsxStream loads only exceljs’s streaming writer (issue 31)', () => {
  it('writes a sheet without loading the package’s index, its readers or its CSV', () => {
    // In a process of its own: the modules a first export loads, as Node's require cache lists them.
    const script = `
      import { createRequire } from 'node:module';
      import { xlsxStream } from './xlsx-writer.ts';
      const xlsx = await xlsxStream('用户', [{ key: 'code', header: '编码' }]);
      const bytes = (async () => { let n = 0; for await (const c of xlsx.output) n += c.length; return n; })();
      xlsx.add({ code: 'U1' });
      await xlsx.finish();
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((f) => f.includes('/node_modules/exceljs/'));
      console.log(JSON.stringify({ bytes: await bytes, loaded: loaded.map((f) => f.split('/node_modules/exceljs/')[1]) }));
    `;
    const here = path.dirname(fileURLToPath(import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: here, encoding: 'utf8' });
    const { bytes, loaded } = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { bytes: number; loaded: string[] };
    expect(bytes).toBeGreaterThan(0);
    expect(loaded).toContain('lib/stream/xlsx/workbook-writer.js');
    expect(loaded).not.toContain('excel.js');
    expect(loaded.filter((f) => /reader|csv/.test(f))).toEqual([]);
  }, 60_000);
});
