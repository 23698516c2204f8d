import type { TreeOption } from './form-values.ts';

/** A tree choice that also serves a plain antd Tree (which wants a key). */
export type KeyedTreeOption = TreeOption & { key: string; children?: KeyedTreeOption[] };

/**
 * Tree choices from a tree of rows (menus, departments, categories): `value` and `title` name the fields,
 * `keep` drops a node and what lies below it (e.g. buttons cannot be parents).
 */
export function treeOptions<N extends { children?: N[] }>(
  nodes: readonly N[] | undefined,
  value: keyof N,
  title: keyof N,
  keep: (n: N) => boolean = () => true,
): KeyedTreeOption[] {
  return (nodes ?? []).filter(keep).map((n) => ({
    key: String(n[value]),
    value: n[value] as string | number,
    title: String(n[title]),
    ...(n.children?.length ? { children: treeOptions(n.children, value, title, keep) } : {}),
  }));
}
