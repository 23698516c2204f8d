import type { RegionNode } from '@console/contract/regions';

/** How much of a region is selected: drives its checkbox (unchecked, indeterminate, checked). */
export type Mark = 'none' | 'part' | 'all';

/**
 * The selection is the set of leaf codes (districts; a city or province without children is its own leaf).
 * A province or city is "all" when every leaf under it is selected, "part" when some are.
 */
export function leavesOf(node: RegionNode): string[] {
  if (!node.children?.length) return [node.code];
  return node.children.flatMap(leavesOf);
}

export function markOf(node: RegionNode, selected: ReadonlySet<string>): Mark {
  const leaves = leavesOf(node);
  let n = 0;
  for (const l of leaves) if (selected.has(l)) n++;
  if (n === 0) return 'none';
  return n === leaves.length ? 'all' : 'part';
}

/** Ticking a region selects every leaf under it; unticking clears them. */
export function toggle(node: RegionNode, selected: ReadonlySet<string>, on: boolean): Set<string> {
  const next = new Set(selected);
  for (const l of leavesOf(node)) {
    if (on) next.add(l);
    else next.delete(l);
  }
  return next;
}

export const checkboxProps = (mark: Mark) => ({ checked: mark === 'all', indeterminate: mark === 'part' });
