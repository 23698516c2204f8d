import { Tree } from 'antd';
import type { SideTreeSpec } from './side-tree.tsx';

/** The tree itself (antd Tree with rc-tree, ~11 KiB brotli), in a chunk of its own: most lists have none. */
export function SideTreeBody(props: { spec: SideTreeSpec; selected?: string; onSelect: (key: string) => void }) {
  const { spec } = props;
  return (
    <Tree
      blockNode
      treeData={spec.tree}
      defaultExpandedKeys={[spec.root]}
      selectedKeys={props.selected === undefined ? [] : [props.selected]}
      onSelect={(k) => props.onSelect(String(k[0] ?? spec.root))}
    />
  );
}
