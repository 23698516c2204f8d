import { randomBytes } from 'node:crypto';
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
