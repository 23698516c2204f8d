import { regionApi } from '@console/contract/api/regions';
import type { RegionNode } from '@console/contract/regions';
import { dataOr } from '@console/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Empty, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../shared/api.ts';
import './area-picker.css';
import { checkboxProps, markOf, toggle } from './selection.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

type ColumnProps = {
  title: string;
  nodes: RegionNode[];
  selected: Set<string>;
  active?: string;
  onActivate?: (code: string) => void;
  onToggle: (node: RegionNode, on: boolean) => void;
};

function Column({ title, nodes, selected, active, onActivate, onToggle }: ColumnProps) {
  return (
    <div data-testid={`area-column-${title}`}>
      <Card size="small" title={title} className="area-column">
        {nodes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先选择上一级" />
        ) : (
          <ul className="area-list">
            {nodes.map((n) => (
              <li
                key={n.code}
                className={n.code === active ? 'area-item area-item-active' : 'area-item'}
                onClick={() => onActivate?.(n.code)}
              >
                <Checkbox
                  {...checkboxProps(markOf(n, selected))}
                  onClick={(e) => e.stopPropagation()}
                  onChange={(e) => onToggle(n, e.target.checked)}
                  aria-label={n.name}
                >
                  {n.name}
                </Checkbox>
                {n.children?.length ? <span className="area-arrow">›</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/**
 * Area picker (/test, no sign-in): province → city → district on the real region tree. A region's mark is
 * none, part or all by how many districts under it are ticked. Saving does nothing yet (spec §2).
 */
export function AreaPickerPage() {
  const navigate = useNavigate();
  const { data: tree = [], isLoading } = useQuery({
    queryKey: ['regions', 'tree'],
    queryFn: () => dataOr(call(regionApi.queryAll, {}), [] as RegionNode[]),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [provinceCode, setProvinceCode] = useState<string>();
  const [cityCode, setCityCode] = useState<string>();

  const province = useMemo(() => tree.find((p) => p.code === provinceCode), [tree, provinceCode]);
  const city = useMemo(() => province?.children?.find((c) => c.code === cityCode), [province, cityCode]);
  const onToggle = (node: RegionNode, on: boolean) => setSelected((s) => toggle(node, s, on));

  return (
    <Card
      title="区域选择"
      variant="borderless"
      className="page-card"
      extra={
        <Space>
          {/* Saving does nothing yet, as specified. */}
          <Button type="primary" onClick={() => undefined}>
            保存
          </Button>
          <Button onClick={() => navigate(-1)}>返回</Button>
        </Space>
      }
    >
      <Spin spinning={isLoading}>
        <div className="area-columns">
          <Column
            title={COMMON_LABELS.provinceCode}
            nodes={tree}
            selected={selected}
            active={provinceCode}
            onActivate={(code) => {
              setProvinceCode(code);
              setCityCode(undefined);
            }}
            onToggle={onToggle}
          />
          <Column
            title={COMMON_LABELS.cityCode}
            nodes={province?.children ?? []}
            selected={selected}
            active={cityCode}
            onActivate={setCityCode}
            onToggle={onToggle}
          />
          <Column title={COMMON_LABELS.districtCode} nodes={city?.children ?? []} selected={selected} onToggle={onToggle} />
        </div>
      </Spin>
    </Card>
  );
}
