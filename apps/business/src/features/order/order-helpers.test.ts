import { orderResource } from '@console/contract/api/order';
import { declaredDetail, declaredSearch } from '@console/web-kit/resource';
import { describe, expect, it, vi } from 'vitest';
import { orderColumns } from './columns.tsx';
import { ruleHint, ruleProblem } from './create-options.ts';
import { canDo, statusText } from './options.ts';
import { tabCount } from './status-counts.ts';

describe('order screen helpers', () => {
  it('names statuses and offers only the transitions the state machine allows', () => {
    expect(statusText(10)).toBe('待审核');
    expect(statusText(91)).toBe('已合并');
    const all = [10, 20, 30, 40, 50, 90, 91];
    expect(all.filter((s) => canDo('approve', s))).toEqual([10]);
    expect(all.filter((s) => canDo('cancel', s))).toEqual([10, 20]);
    expect(all.filter((s) => canDo('address', s))).toEqual([10, 20, 30]);
  });

  it('shows a field wherever its one declaration line places it (下单人: docs/adding-a-field.md)', () => {
    const titles = orderColumns({}).map((c) => c.title);
    expect(titles).toContain('下单人');
    expect(declaredSearch(orderResource).find((f) => f.name === 'creator')).toMatchObject({ label: '下单人', kind: 'text' });
    expect(declaredDetail(orderResource, { creator: 'agent1' }).find((i) => i.label === '下单人')?.children).toBe('agent1');
  });

  it('hints at the order rule and says which part a quantity breaks', () => {
    const rule = { minQty: 2, maxQty: 200, multiple: 2 };
    expect(ruleHint(rule)).toBe('起订 2，限购 200，倍数 2');
    expect(ruleHint({ minQty: null, maxQty: null, multiple: null })).toBe('');
    expect(ruleProblem(rule, 1)).toBe('起订量为 2');
    expect(ruleProblem(rule, 202)).toBe('限购 200');
    expect(ruleProblem(rule, 13)).toBe('数量须为 2 的整数倍');
    expect(ruleProblem(rule, 14)).toBe('');
    expect(ruleProblem({ minQty: null, maxQty: null, multiple: null }, 7)).toBe('');
  });

  it('counts a tab exactly, or as 10,000+ past the cap (全部 adds up what is known)', () => {
    const counts = [
      { status: 10, count: 1481, exact: true },
      { status: 50, count: 10_001, exact: false },
      { status: 91, count: 120, exact: true },
    ];
    expect(tabCount(counts, 10)).toBe('1481');
    expect(tabCount(counts, 50)).toBe('10,000+');
    expect(tabCount(counts, 30)).toBe('0');
    expect(tabCount(counts)).toBe('11,601+');
    expect(tabCount(counts.filter((c) => c.exact))).toBe('1601');
  });
  it("groups a capped count without toLocaleString (ICU would load in the tabs' first paint)", () => {
    const icu = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      expect(tabCount([{ status: 50, count: 10_000, exact: false }])).toBe('10,000+');
      expect(icu).not.toHaveBeenCalled();
    } finally {
      icu.mockRestore();
    }
  });
});
