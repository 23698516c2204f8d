import { Card } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
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

type Body = typeof import('./side-tree-body.tsx');
let body: Body | undefined;
/** Fetches the tree's code ahead (a page with a side tree calls it when its own code loads). */
export const preloadSideTree = () =>
  import('./side-tree-body.tsx').then((m) => {
    body = m;
    return m;
  });
const LazyBody = lazy(async () => ({ default: (await preloadSideTree()).SideTreeBody }));

export function SideTree(props: { spec: SideTreeSpec; selected?: string; onSelect: (key: string) => void; children: ReactNode }) {
  const { spec, selected, onSelect } = props;
  // Once its code is there the tree renders at once (a lazy component would still suspend for a tick).
  const Tree = body?.SideTreeBody;
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card variant="borderless" title={spec.title} style={{ flex: '0 0 260px', maxHeight: 'calc(100vh - 180px)', overflow: 'auto' }}>
        {Tree ? (
          <Tree spec={spec} selected={selected} onSelect={onSelect} />
        ) : (
          <Suspense fallback={null}>
            <LazyBody spec={spec} selected={selected} onSelect={onSelect} />
          </Suspense>
        )}
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>{props.children}</div>
    </div>
  );
}
