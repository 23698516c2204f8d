import { describe, expect, it } from 'vitest';
import { reshape, unnested } from './reshape.ts';

describe('reshape', () => {
  it('drops the omitted keys, keeps the rest in order and adds the extra ones', () => {
    const row = { id: 1, createdAt: new Date(0), name: 'a', updatedAt: new Date(1) };
    const out = reshape(row, ['createdAt', 'updatedAt'], { createTime: 'x' });
    expect(out).toEqual({ id: 1, name: 'a', createTime: 'x' });
    expect(Object.keys(out)).toEqual(['id', 'name', 'createTime']);
  });

  it('copies: the row it was given is left as it was', () => {
    const row = { id: 1, secret: 's' };
    const out = reshape(row, ['secret']);
    expect(out).toEqual({ id: 1 });
    expect(row).toEqual({ id: 1, secret: 's' });
    expect(out).not.toBe(row);
  });

  it('lets an extra key replace a kept one', () => {
    expect(reshape({ balance: '12', n: 1 }, [], { balance: 12 })).toEqual({ balance: 12, n: 1 });
  });
});

describe('unnested', () => {
  it("flattens a joined select's row: the row's fields, then the others, which win on a clash", () => {
    const r = { row: { id: 1, name: 'a', spName: 'raw' }, spName: '服务商甲', regionName: '上海' };
    expect(unnested(r)).toEqual({ id: 1, name: 'a', spName: '服务商甲', regionName: '上海' });
    expect(r.row).toEqual({ id: 1, name: 'a', spName: 'raw' });
  });
});
