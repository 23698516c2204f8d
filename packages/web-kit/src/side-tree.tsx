import { Card, Tree } from 'antd';
import type { ReactNode } from 'react';
import type { KeyedTreeOption } from './tree-options.ts';

/** A tree beside a list (menus by parent, products by category): the chosen node's key filters the list. */
export type SideTreeSpec = {
  title: string;
  /** The nodes; the root's key is the first filter value (e.g. a "whole tree" node). */
  tree: KeyedTreeOption[];
  root: string;
  /** The list filter the chosen node's key goes to. */
  filter: string;
};

export function SideTree(props: { spec: SideTreeSpec; selected?: string; onSelect: (key: string) => void; children: ReactNode }) {
  const { spec } = props;
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card variant="borderless" title={spec.title} style={{ flex: '0 0 260px', maxHeight: 'calc(100vh - 180px)', overflow: 'auto' }}>
        <Tree
          blockNode
          treeData={spec.tree}
          defaultExpandedKeys={[spec.root]}
          selectedKeys={props.selected === undefined ? [] : [props.selected]}
          onSelect={(k) => props.onSelect(String(k[0] ?? spec.root))}
        />
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>{props.children}</div>
    </div>
  );
}
