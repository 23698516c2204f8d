import { KIND_WIDTH } from '@console/contract/format';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cellOf, columnWidth, declaredColumns } from './declared-columns.tsx';

// Issue 26: a column's width comes from its field's kind, and never leaves its header cut under the next column.
describe('column widths from the field', () => {
  it("gives a field its kind's width, or the width it declares", () => {
    expect(columnWidth({ kind: 'datetime', label: '下单时间' })).toBe(KIND_WIDTH.datetime);
    expect(columnWidth({ kind: 'money', label: '金额' })).toBe(KIND_WIDTH.money);
    expect(columnWidth({ kind: 'text', label: '名称', width: 240 })).toBe(240);
  });

  it('widens a column whose header is longer than its width (目标库密码 declared at 90)', () => {
    const w = columnWidth({ kind: 'enum', label: '目标库密码', width: 90 });
    expect(w).toBeGreaterThanOrEqual(5 * 14 + 32);
    expect(columnWidth({ kind: 'quantity', label: '低库存预警值' })).toBeGreaterThanOrEqual(6 * 14 + 32);
    // Latin letters take about half a Chinese character.
    expect(columnWidth({ kind: 'code', label: 'Cron 表达式', width: 60 })).toBeLessThan(
      columnWidth({ kind: 'code', label: 'Cron表达式表达式', width: 60 }),
    );
  });

  it('aligns numbers right and gives each declared column its width', () => {
    const cols = declaredColumns({
      fields: {
        targetPasswordSet: { label: '目标库密码', kind: 'enum', options: [{ value: true, label: '已设置' }], in: ['list'], width: 90 },
        amount: { label: '应付金额', kind: 'money', in: ['list'] },
        orderTime: { label: '下单时间', kind: 'datetime', in: ['list'] },
      },
    });
    expect(cols.map((c) => [c.key, c.width, c.align])).toEqual([
      ['targetPasswordSet', columnWidth({ kind: 'enum', label: '目标库密码', width: 90 }), 'left'],
      ['amount', KIND_WIDTH.money, 'right'],
      ['orderTime', KIND_WIDTH.datetime, 'left'],
    ]);
  });
});

// The document lists (发货单, 省区退货) show their counts ungrouped and their blanks blank: options of the
// declared field, read by every declared cell, not a render of each page's own.
describe('a field shown otherwise than its kind', () => {
  const text = (node: unknown) => renderToStaticMarkup(<span>{node as ReactNode}</span>).replace(/<[^>]+>/g, '');

  it('groups a count and shows an empty value as — by default', () => {
    expect(text(cellOf({ kind: 'quantity' }, 1200))).toBe('1,200');
    expect(text(cellOf({ kind: 'datetime' }, ''))).toBe('—');
  });

  it('shows a count as it comes and an empty value as the field says', () => {
    expect(text(cellOf({ kind: 'quantity', cell: { grouped: false } }, 1200))).toBe('1200');
    expect(text(cellOf({ kind: 'datetime', cell: { empty: '' } }, null))).toBe('');
    const [qty] = declaredColumns({ fields: { totalQty: { label: '数量', kind: 'quantity', in: ['list'], cell: { grouped: false } } } });
    expect(text((qty as { render: (v: unknown) => ReactNode }).render(12345))).toBe('12345');
  });
});
