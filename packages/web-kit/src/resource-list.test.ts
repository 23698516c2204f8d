import { totalText } from '@console/contract/api/paging';
import { describe, expect, it, vi } from 'vitest';
import { cursorFor, type ListData } from './resource-list.ts';

const page = (prev?: string, next?: string): ListData<unknown> => ({ data: [], total: 100, exact: true, cursor: { prev, next } });

describe('cursorFor', () => {
  it('moving forward sends the page before its next cursor; moving back, the page after its prev cursor', () => {
    expect(cursorFor(page('p1', 'n1'), undefined)).toBe('n1');
    expect(cursorFor(undefined, page('p3', 'n3'))).toBe('p3');
    expect(cursorFor(page('p1', 'n1'), page('p3', 'n3'))).toBe('n1');
  });
  it('a jump (no neighbour in the cache) or a reply without cursors goes by page number', () => {
    expect(cursorFor(undefined, undefined)).toBeUndefined();
    expect(cursorFor({ data: [], total: 3, exact: true }, undefined)).toBeUndefined();
  });
});

describe('totalText', () => {
  it('shows the exact total, or 10,000+ when the server estimated it', () => {
    expect(totalText(37)).toBe('共 37 条');
    expect(totalText(990_001, false)).toBe('共 10,000+ 条');
  });
  it("groups the cap without toLocaleString: its first call in a page loads ICU in the list's first paint", () => {
    const icu = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      totalText(990_001, false);
      expect(icu).not.toHaveBeenCalled();
    } finally {
      icu.mockRestore();
    }
  });
});
