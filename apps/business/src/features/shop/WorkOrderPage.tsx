import { retWorkOrderApi, WORK_ORDER_STATUS_TEXT, WORK_ORDER_TRANSITIONS } from '@console/contract/api/shop-service';
import { type FieldDef, ModalForm, Permission, ResourceTable } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { Replies } from './ShopDetailDrawer.tsx';
import { useCall } from './options.ts';

type Row = { id: number; retCode: string; retName: string; title: string; status: number; replyCount: number; updateTime: string };
const STATUS_COLOR: Record<number, string> = { 1: 'red', 2: 'blue', 3: 'green', 4: 'default' };
const addForm = retWorkOrderApi.add.input;
const fields: FieldDef[] = [
  { name: 'retCode', label: '门店编码' },
  { name: 'title', label: '工单标题' },
  { name: 'content', label: '问题描述', kind: 'textarea' },
];
const ACTIONS = [
  { name: 'process', label: '开始处理', key: 'retWorkOrder.reply' },
  { name: 'resolve', label: '标记解决', key: 'retWorkOrder.reply' },
  { name: 'close', label: '关闭工单', key: 'retWorkOrder.close' },
] as const;

/** Work orders (门店工单): open → processing → resolved → closed, replies until closed. */
export default function WorkOrderPage() {
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Row | null>(null);
  const call = useCall();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['shop-work-order'] });
  return (
    <>
      <ResourceTable<Row>
        area="shop-work-order"
        api={retWorkOrderApi}
        label="工单"
        statusToggle={false}
        search={[
          { name: 'retCode', label: '门店编码' },
          { name: 'title', label: '标题' },
          {
            name: 'status',
            label: '状态',
            kind: 'select',
            options: Object.entries(WORK_ORDER_STATUS_TEXT).map(([v, l]) => ({ value: Number(v), label: l })),
          },
        ]}
        toolbar={
          <Permission k="retWorkOrder.add">
            <Button type="primary" onClick={() => setAdding(true)}>
              新建工单
            </Button>
          </Permission>
        }
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row)}>
            处理
          </Button>
        )}
        columns={[
          { title: '门店', dataIndex: 'retName', width: 200, render: (v: string, r) => `${v}（${r.retCode}）` },
          { title: '标题', dataIndex: 'title', width: 200 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: number) => <Tag color={STATUS_COLOR[s]}>{WORK_ORDER_STATUS_TEXT[s]}</Tag>,
          },
          { title: '回复数', dataIndex: 'replyCount', width: 80 },
          { title: '创建人', dataIndex: 'creator', width: 150 },
          { title: '更新时间', dataIndex: 'updateTime', width: 170 },
        ]}
      />
      <ModalForm
        open={adding}
        title="新建工单"
        schema={addForm}
        fields={fields}
        onClose={() => setAdding(false)}
        onSubmit={async (body) => {
          await call(retWorkOrderApi.add, body as never);
          await refresh();
        }}
      />
      <WorkOrderDrawer row={open} onClose={() => setOpen(null)} onChanged={refresh} />
    </>
  );
}

function WorkOrderDrawer({ row, onClose, onChanged }: { row: Row | null; onClose: () => void; onChanged: () => Promise<void> }) {
  const call = useCall();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const act = async (run: () => Promise<{ message?: string }>) => {
    try {
      message.success((await run()).message || '操作成功');
      await onChanged();
      onClose();
    } catch {
      // shown by the request client
    }
  };
  return (
    <Drawer open={row !== null} onClose={onClose} title={row ? `工单：${row.title}` : '工单'} size={640} destroyOnHidden>
      {row && (
        <>
          <Space style={{ marginBottom: 16 }} wrap>
            <Tag color={STATUS_COLOR[row.status]}>{WORK_ORDER_STATUS_TEXT[row.status]}</Tag>
            {ACTIONS.filter((a) => WORK_ORDER_TRANSITIONS[a.name].from === row.status).map((a) => (
              <Permission k={a.key} key={a.name}>
                <Button onClick={() => act(() => call(retWorkOrderApi[a.name], { id: row.id, updateTime: row.updateTime }))}>
                  {a.label}
                </Button>
              </Permission>
            ))}
          </Space>
          <Replies id={row.id} />
          {row.status !== 4 && (
            <Permission k="retWorkOrder.reply">
              <Input.TextArea
                rows={3}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder="请输入回复内容"
                maxLength={2000}
              />
              <Button
                type="primary"
                style={{ marginTop: 8 }}
                disabled={!text.trim()}
                onClick={() => act(() => call(retWorkOrderApi.reply, { id: row.id, content: text.trim() })).then(() => setText(''))}
              >
                回复
              </Button>
            </Permission>
          )}
        </>
      )}
    </Drawer>
  );
}
