import { categoryApi } from '@console/contract/api/products-api';
import { categoryResource } from '@console/contract/api/products-resources';
import type { Category } from '@console/contract/products';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { Card, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { toTreeOptions, useCategoryTree } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const F = categoryResource.fields;

// No CSS files: the sub-app leaves no stylesheet behind when it unmounts.
/** Left: the category tree (root 全部分类); right: the children of the chosen node. */
export default function CategoryPage() {
  const tree = useCategoryTree();
  const [parentId, setParentId] = useState(0);
  const treeData = useMemo(() => {
    const walk = (nodes: typeof tree): { key: number; title: string; children: unknown[] }[] =>
      nodes.map((n) => ({ key: n.id, title: n.status === 1 ? n.name : `${n.name}（停用）`, children: walk(n.children) }));
    return [{ key: 0, title: '全部分类', children: walk(tree) }];
  }, [tree]);
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'code', label: F.code.label, lockOnEdit: true },
      { name: 'name', label: F.name.label },
      { name: 'parentId', label: F.parentName.label, kind: 'tree', tree: [{ value: 0, title: '顶级分类', children: toTreeOptions(tree) }] },
      { name: 'sort', label: COMMON_LABELS.sort, kind: 'number' },
      { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
    ],
    [tree],
  );
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <Card style={{ width: 240, flex: 'none' }} size="small" title="分类树">
        <Tree
          treeData={treeData as never}
          defaultExpandAll
          selectedKeys={[parentId]}
          onSelect={(keys) => keys.length && setParentId(Number(keys[0]))}
        />
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>
        <ResourceTable<Category>
          area="products"
          api={categoryApi}
          resource={categoryResource}
          filters={{ parentId }}
          form={{ fields, defaults: { parentId, sort: 0 } }}
        />
      </div>
    </div>
  );
}
