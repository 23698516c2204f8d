import { describe, expect, it } from 'vitest';
import { missingRefs, uniqueRows } from './import-checks.ts';

const rows = [
  { row: 2, value: { code: 'A', ref: 'X' } },
  { row: 3, value: { code: 'B', ref: 'Y' } },
  { row: 4, value: { code: 'A', ref: 'X' } },
  { row: 5, value: { code: '', ref: 'X' } },
];

describe('import row checks', () => {
  it('a key repeated in the file names its first row; one the table holds is refused; an empty key is the schema’s', async () => {
    const asked: string[][] = [];
    const errors = await uniqueRows(
      rows,
      (v) => v.code,
      'code',
      '编码已存在',
      async (keys) => {
        asked.push(keys);
        return new Set(['B']);
      },
    );
    expect(asked).toEqual([['A', 'B']]);
    expect(errors).toEqual([
      { row: 4, field: 'code', message: '与第 2 行重复' },
      { row: 3, field: 'code', message: '编码已存在' },
    ]);
  });

  it('a reference the table does not hold is named with its value', () => {
    const held = new Map([['X', {}]]);
    expect(missingRefs(rows, 'ref', held, '门店')).toEqual([{ row: 3, field: 'ref', message: '门店不存在：Y' }]);
  });
});
