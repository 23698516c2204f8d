import { Tree } from 'antd';
import { useMemo } from 'react';
import type { TreeOption } from './form-values.ts';

const ROOT = '__root__';

type Node = { key: string; title: string; children?: Node[] };

const toNodes = (tree: TreeOption[]): Node[] =>
  tree.map((n) => ({ key: String(n.value), title: n.title, ...(n.children?.length ? { children: toNodes(n.children) } : {}) }));

/**
 * A checkbox tree as a form control whose value is the comma-joined codes it grants: the checked nodes and
 * every ancestor of them (what the tree shows checked or half-checked), never the root (spec §6).
 * It shows only the held leaves as checked: a held parent follows from its children, and checking it
 * would check every child, granting more than is held.
 */
export function CheckTree({
  tree,
  root,
  value,
  onChange,
}: {
  tree: TreeOption[];
  root?: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const nodes = useMemo(() => (root ? [{ key: ROOT, title: root, children: toNodes(tree) }] : toNodes(tree)), [tree, root]);
  const { leaves, parents } = useMemo(() => {
    const leaves = new Set<string>();
    const parents = new Map<string, string[]>();
    const walk = (list: Node[], trail: string[]) => {
      for (const n of list) {
        parents.set(n.key, trail);
        if (n.children) walk(n.children, [...trail, n.key]);
        else leaves.add(n.key);
      }
    };
    walk(nodes, []);
    return { leaves, parents };
  }, [nodes]);
  const held = (value ?? '').split(',').filter((k) => leaves.has(k));
  return (
    <Tree
      checkable
      defaultExpandedKeys={root ? [ROOT] : []}
      treeData={nodes}
      checkedKeys={held}
      onCheck={(keys) => {
        const checked = (Array.isArray(keys) ? keys : keys.checked).map(String);
        const all = new Set(checked.flatMap((k) => [k, ...(parents.get(k) ?? [])]));
        all.delete(ROOT);
        onChange?.([...all].join(','));
      }}
    />
  );
}
