import type { RegionNode } from '@console/contract/regions';
import { describe, expect, it } from 'vitest';
import { checkboxProps, leavesOf, markOf, toggle } from './selection.ts';

const bj: RegionNode = {
  code: '110000',
  name: '北京市',
  children: [
    {
      code: '110100',
      name: '市辖区',
      children: [
        { code: '110101', name: '东城区' },
        { code: '110102', name: '西城区' },
      ],
    },
  ],
};
const gd: RegionNode = {
  code: '440000',
  name: '广东省',
  children: [
    {
      code: '440300',
      name: '深圳市',
      children: [
        { code: '440305', name: '南山区' },
        { code: '440306', name: '宝安区' },
      ],
    },
    { code: '441900', name: '东莞市' },
  ],
};
const hk: RegionNode = { code: '810000', name: '香港特别行政区' };

describe('area selection', () => {
  it('collects leaves: districts, or the node itself when it has none', () => {
    expect(leavesOf(gd)).toEqual(['440305', '440306', '441900']);
    expect(leavesOf(hk)).toEqual(['810000']);
  });

  it('marks a province none, part and all as its districts are ticked', () => {
    let sel = new Set<string>();
    expect(markOf(gd, sel)).toBe('none');
    sel = toggle(gd.children![0].children![0], sel, true);
    expect(markOf(gd, sel)).toBe('part');
    expect(markOf(gd.children![0], sel)).toBe('part');
    sel = toggle(gd.children![0].children![1], sel, true);
    expect(markOf(gd.children![0], sel)).toBe('all');
    expect(markOf(gd, sel)).toBe('part');
    sel = toggle(gd.children![1], sel, true);
    expect(markOf(gd, sel)).toBe('all');
    expect(checkboxProps(markOf(gd, sel))).toEqual({ checked: true, indeterminate: false });
    expect(markOf(bj, sel)).toBe('none');
  });

  it('ticking a province selects all under it, unticking clears only its own', () => {
    let sel = toggle(bj, new Set(['440305']), true);
    expect([...sel].sort()).toEqual(['110101', '110102', '440305']);
    sel = toggle(bj, sel, false);
    expect([...sel]).toEqual(['440305']);
    expect(checkboxProps(markOf(gd, sel))).toEqual({ checked: false, indeterminate: true });
  });
});
