import { operationLogResource } from '@console/contract/api/logs';
import type { FieldChange, OperationLogRow } from '@console/contract/logs';
import { declaredColumns, declaredSearch, RecordTable } from '@console/web-kit/resource';
import { Button, Descriptions, Drawer, Empty, Table, Tag } from 'antd';
import { useState } from 'react';

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

const { fields } = operationLogResource;
const search = [
  ...declaredSearch(operationLogResource, {
    module: { placeholder: '如 用户管理' },
    action: { placeholder: '如 修改' },
    operator: { placeholder: '姓名或账号' },
  }),
  { name: 'range', label: fields.time.label, kind: 'range' as const },
];
const columns = declaredColumns<OperationLogRow>(operationLogResource, {
  action: (v: string) => <Tag>{v}</Tag>,
  target: (_v, r) => `${r.targetType} ${r.targetId}`,
  changes: (_v, r) => (r.changes.length ? r.changes.map((c) => c.label).join('、') : '—'),
});

/** 操作日志: who changed what, when and from where, with the fields before and after. */
export default function OperationLogPage() {
  const [open, setOpen] = useState<OperationLogRow | null>(null);
  return (
    <>
      <RecordTable<OperationLogRow>
        resource={operationLogResource}
        searchName="operation-log-search"
        actionsWidth={90}
        exportAs="operationLog"
        search={search}
        columns={columns}
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
              <Descriptions.Item label={fields.time.label}>{open.time}</Descriptions.Item>
              <Descriptions.Item label={`${fields.module.label} / ${fields.action.label}`}>
                {open.module} / {open.action}
              </Descriptions.Item>
              <Descriptions.Item label={fields.target.label}>
                {open.targetType} {open.targetId}
              </Descriptions.Item>
              <Descriptions.Item label={fields.operator.label}>{open.operator}</Descriptions.Item>
              <Descriptions.Item label={fields.ip.label}>{open.ip}</Descriptions.Item>
              <Descriptions.Item label={fields.requestId.label}>{open.requestId}</Descriptions.Item>
            </Descriptions>
            <ChangeList changes={open.changes} />
          </>
        )}
      </Drawer>
    </>
  );
}
