import { retWorkOrderApi, WORK_ORDER_MACHINE, workOrderResource } from '@console/contract/api/shop-service';
import { stateOptions } from '@console/contract/declaration';
import { type FieldDef, ModalForm, Permission, ResourceTable, stateTag, useMachineActions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Input, Space } from 'antd';
import { useState } from 'react';
import { Replies } from './ShopDetailDrawer.tsx';
import { useCall } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const f = workOrderResource.fields;
type Row = { id: number; retCode: string; retName: string; title: string; status: number; replyCount: number; updateTime: string };
const addForm = retWorkOrderApi.add.input;
const fields: FieldDef[] = [
  { name: 'retCode', label: COMMON_LABELS.retCode },
  { name: 'title', label: '工单标题' },
  { name: 'content', label: f.content.label, kind: 'textarea' },
];
const ACTIONS = ['process', 'resolve', 'close'] as const;

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
        resource={workOrderResource}
        statusToggle={false}
        search={[
          { name: 'retCode', label: COMMON_LABELS.retCode },
          { name: 'title', label: COMMON_LABELS.title },
          {
            name: 'status',
            label: COMMON_LABELS.status,
            kind: 'select',
            options: stateOptions(WORK_ORDER_MACHINE.states),
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
          { title: COMMON_LABELS.shop, dataIndex: 'retName', width: 200, render: (v: string, r) => `${v}（${r.retCode}）` },
          { title: f.title.label, dataIndex: 'title', width: 200 },
          {
            title: COMMON_LABELS.status,
            dataIndex: 'status',
            width: 90,
            render: (s: number) => stateTag(WORK_ORDER_MACHINE, s),
          },
          { title: f.replyCount.label, dataIndex: 'replyCount', width: 80 },
          { title: f.creator.label, dataIndex: 'creator', width: 150 },
          { title: f.updateTime.label, dataIndex: 'updateTime', width: 170 },
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
  const allowed = useMachineActions(WORK_ORDER_MACHINE);
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
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={row ? `${workOrderResource.label}：${row.title}` : workOrderResource.label}
      size={640}
      destroyOnHidden
    >
      {row && (
        <>
          <Space style={{ marginBottom: 16 }} wrap>
            {stateTag(WORK_ORDER_MACHINE, row.status)}
            {ACTIONS.filter((a) => allowed(a, row.status)).map((a) => (
              <Button key={a} onClick={() => act(() => call(retWorkOrderApi[a], { id: row.id, updateTime: row.updateTime }))}>
                {WORK_ORDER_MACHINE.transitions[a].label}
              </Button>
            ))}
          </Space>
          <Replies id={row.id} />
          {allowed('reply', row.status) && (
            <>
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
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
