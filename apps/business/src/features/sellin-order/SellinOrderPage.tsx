import { wmsBaseApi } from '@console/contract/api/wms';
import { SELLIN_FLOW, sellinOrderApi, sellinOrderResource } from '@console/contract/api/sellin-order';
import { stateOptions } from '@console/contract/declaration';
import { type SellinDetail, type SellinRow, sellinCreate } from '@console/contract/sellin-order';
import {
  declaredColumns,
  declaredDetail,
  LinesModal,
  Permission,
  ResourceTable,
  stateTag,
  useCall,
  useMachineActions,
  useOptions,
} from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';

const AREA = 'sellin-order';
const api = sellinOrderApi;
type Row = SellinRow & Record<string, unknown>;
type Action = keyof typeof SELLIN_FLOW.transitions;
const CONFIRM: Record<Action, string> = {
  approve: '审核将锁定仓库库存并占用服务商配额，确认审核吗？',
  ship: '确认发货出库吗？',
  cancel: '取消将释放锁定的库存与配额，确认取消吗？',
};

/** 进货订单: a service provider's purchases from the brand — approved (stock locked, quota taken), shipped or cancelled. */
export default function SellinOrderPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(SELLIN_FLOW);
  const warehouses = useOptions(AREA, wmsBaseApi.queryAll, {}).map((w) => ({ value: w.warehouseCode, label: w.warehouseName }));
  const skus = useOptions(AREA, wmsBaseApi.skuOptions, {}).map((s) => ({ value: s.skuCode, label: `${s.skuName}（${s.skuCode}）` }));
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<SellinDetail | null>(null);
  const run = async (action: Action, row: Row) => {
    const reply = await call(api[action], { id: row.id, updateTime: row.updateTime }).catch(() => null);
    if (reply) message.success(reply.message);
    await qc.invalidateQueries({ queryKey: [AREA] });
  };
  const stepButton = (action: Action, row: Row) =>
    allowed(action, row.status) && (
      <Popconfirm
        key={action}
        title="提示"
        description={CONFIRM[action]}
        okText="确定"
        cancelText="取消"
        onConfirm={() => run(action, row)}
      >
        <Button type="link" size="small" danger={action === 'cancel'}>
          {SELLIN_FLOW.transitions[action].label}
        </Button>
      </Popconfirm>
    );
  return (
    <>
      <ResourceTable<Row>
        area={AREA}
        api={{ queryList: api.queryList }}
        label="进货订单"
        statusToggle={false}
        exportAs={sellinOrderResource.page.menu}
        emptyText="暂无进货订单"
        toolbar={
          <Permission k={api.add.permission}>
            <Button type="primary" onClick={() => setAdding(true)}>
              新建进货订单
            </Button>
          </Permission>
        }
        search={[
          { name: 'sellinNo', label: sellinOrderResource.fields.sellinNo.label },
          { name: 'spCode', label: COMMON_LABELS.spCode },
          { name: 'warehouseCode', label: COMMON_LABELS.deliverWarehouse, kind: 'select', options: warehouses },
          { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: stateOptions(SELLIN_FLOW.states) },
        ]}
        columns={declaredColumns<Row>(sellinOrderResource, { status: (v: number) => stateTag(SELLIN_FLOW, v) })}
        rowActions={(row) => (
          <>
            <Permission k={api.detail.permission}>
              <Button type="link" size="small" onClick={async () => setViewing((await call(api.detail, { id: row.id })).data)}>
                详情
              </Button>
            </Permission>
            {(['approve', 'ship', 'cancel'] as const).map((a) => stepButton(a, row))}
          </>
        )}
        actionsWidth={200}
        scrollX={1500}
      />
      <LinesModal
        open={adding}
        title="新建进货订单"
        schema={sellinCreate}
        header={[
          { name: 'spCode', label: COMMON_LABELS.spCode },
          { name: 'warehouseCode', label: COMMON_LABELS.deliverWarehouse, kind: 'select', options: warehouses },
          { name: 'remark', label: COMMON_LABELS.remark, kind: 'textarea' },
        ]}
        skus={skus}
        onClose={() => setAdding(false)}
        onSubmit={async (values) => {
          const reply = await call(api.add, values as never);
          message.success(`${reply.message}：${reply.data.sellinNo}`);
          await qc.invalidateQueries({ queryKey: [AREA] });
        }}
      />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={`进货订单：${viewing?.sellinNo ?? ''}`} size={720}>
        {viewing && (
          <>
            <Descriptions
              column={2}
              size="small"
              bordered
              items={declaredDetail(sellinOrderResource, viewing as SellinDetail & Record<string, unknown>, {
                status: { children: stateTag(SELLIN_FLOW, viewing.status) },
                cancelReason: viewing.cancelReason ? {} : false,
              })}
            />
            <Table
              style={{ marginTop: 16 }}
              rowKey="skuCode"
              size="small"
              pagination={false}
              dataSource={viewing.lines}
              columns={[
                { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 150 },
                { title: '商品名称', dataIndex: 'skuName' },
                { title: COMMON_LABELS.quantity, dataIndex: 'quantity', width: 100, align: 'right' },
              ]}
            />
          </>
        )}
      </Drawer>
    </>
  );
}
