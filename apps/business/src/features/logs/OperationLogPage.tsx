import { logsApi } from '@console/contract/api/logs';
import type { FieldChange, OperationLogRow } from '@console/contract/logs';
import { RecordTable } from '@console/web-kit/resource';
import { Button, Descriptions, Drawer, Empty, Table, Tag } from 'antd';
import { useState } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';

const shown = (v: string) => (v === '' ? '""' : v);

/** The change of one write as a readable diff: `状态: 启用 → 停用`. */
export function ChangeList({ changes }: { changes: FieldChange[] }) {
  if (!changes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无字段变更" />;
  return (
    <Table<FieldChange>
      rowKey="field"
      size="small"
      pagination={false}
      dataSource={changes}
      columns={[
        { title: '字段', dataIndex: 'label', width: 120 },
        { title: '修改前', dataIndex: 'from', render: (v: string) => <span className="diff-from">{shown(v)}</span> },
        { title: '', key: 'arrow', width: 32, render: () => '→' },
        { title: '修改后', dataIndex: 'to', render: (v: string) => <span className="diff-to">{shown(v)}</span> },
      ]}
    />
  );
}

/** 操作日志: who changed what, when and from where, with the fields before and after. */
export default function OperationLogPage() {
  const [open, setOpen] = useState<OperationLogRow | null>(null);
  return (
    <>
      <RecordTable<OperationLogRow>
        area="logs"
        list={logsApi.operationList}
        label="操作日志"
        searchName="operation-log-search"
        actionsWidth={90}
        exportAs="operationLog"
        search={[
          { name: 'module', label: '模块', placeholder: '如 用户管理' },
          { name: 'action', label: '操作', placeholder: '如 修改' },
          { name: 'operator', label: COMMON_LABELS.operator, placeholder: '姓名或账号' },
          { name: 'targetId', label: '对象编号' },
          { name: 'range', label: COMMON_LABELS.time, kind: 'range' },
        ]}
        columns={[
          { title: COMMON_LABELS.time, dataIndex: 'time', width: 170 },
          { title: '模块', dataIndex: 'module', width: 120 },
          { title: '操作', dataIndex: 'action', width: 100, render: (v: string) => <Tag>{v}</Tag> },
          { title: '对象', key: 'target', render: (_v, r) => `${r.targetType} ${r.targetId}` },
          { title: COMMON_LABELS.operator, dataIndex: 'operator', width: 180 },
          { title: 'IP', dataIndex: 'ip', width: 140 },
          { title: '变更', key: 'changes', render: (_v, r) => (r.changes.length ? r.changes.map((c) => c.label).join('、') : '—') },
        ]}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setOpen(r)}>
            查看变更
          </Button>
        )}
      />
      <Drawer title="变更详情" size={640} open={!!open} onClose={() => setOpen(null)} destroyOnHidden>
        {open && (
          <>
            <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
              <Descriptions.Item label={COMMON_LABELS.time}>{open.time}</Descriptions.Item>
              <Descriptions.Item label="模块 / 操作">
                {open.module} / {open.action}
              </Descriptions.Item>
              <Descriptions.Item label="对象">
                {open.targetType} {open.targetId}
              </Descriptions.Item>
              <Descriptions.Item label={COMMON_LABELS.operator}>{open.operator}</Descriptions.Item>
              <Descriptions.Item label="IP">{open.ip}</Descriptions.Item>
              <Descriptions.Item label="请求编号">{open.requestId}</Descriptions.Item>
            </Descriptions>
            <ChangeList changes={open.changes} />
          </>
        )}
      </Drawer>
    </>
  );
}
