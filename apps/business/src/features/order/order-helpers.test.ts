import { describe, expect, it } from 'vitest';
import { ruleHint, ruleProblem } from './create-options.ts';
import { canApprove, canCancel, canEditAddress, statusText } from './options.ts';
import { tabCount } from './status-counts.ts';

describe('order screen helpers', () => {
  it('names statuses and offers only the transitions the state machine allows', () => {
    expect(statusText(10)).toBe('待审核');
    expect(statusText(91)).toBe('已合并');
    expect([10, 20, 30, 40, 50, 90, 91].filter(canApprove)).toEqual([10]);
    expect([10, 20, 30, 40, 50, 90, 91].filter(canCancel)).toEqual([10, 20]);
    expect([10, 20, 30, 40, 50, 90, 91].filter(canEditAddress)).toEqual([10, 20, 30]);
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
});
