import { splitResource, wmsOrderSplitApi } from '@console/contract/api/wms-docs';
import type { SplitPlan } from '@console/contract/wms-docs';
import { Permission, ResourceTable } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { AREA, useCall } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const api = wmsOrderSplitApi;

/**
 * Order split (订单拆分): preview how an approved order's lines would be served by the warehouses (channel
 * priority, then availability), then apply: the stock is locked where planned, all lines or none.
 */
export default function OrderSplitPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [orderNo, setOrderNo] = useState('');
  const [plan, setPlan] = useState<SplitPlan | null>(null);
  const preview = async () => {
    if (!orderNo.trim()) return void message.warning('请输入订单号');
    const reply = await call(api.preview, { orderNo: orderNo.trim() }).catch(() => null);
    setPlan(reply?.data ?? null);
  };
  const apply = async () => {
    const reply = await call(api.apply, { orderNo: orderNo.trim() }).catch(() => null);
    if (!reply) return;
    message.success(reply.message);
    setPlan(reply.data);
    await qc.invalidateQueries({ queryKey: [AREA] });
  };
  return (
    <>
      <Card variant="borderless" title="拆分预览" style={{ marginBottom: 16 }}>
        <Space wrap>
          <Input
            style={{ width: 260 }}
            placeholder="请输入已审核的订单号"
            value={orderNo}
            onChange={(e) => setOrderNo(e.target.value)}
            onPressEnter={preview}
          />
          <Button onClick={preview}>预览</Button>
          <Permission k="wmsOrderSplit.split">
            <Button type="primary" disabled={!plan || plan.short.length > 0} onClick={apply}>
              按预览拆分并锁定库存
            </Button>
          </Permission>
        </Space>
        {plan && (
          <div style={{ marginTop: 16 }}>
            {plan.short.length > 0 && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                message={`库存不足：${plan.short.map((s) => `${s.skuCode} 缺 ${s.quantity}`).join('、')}`}
              />
            )}
            <Table
              rowKey={(r) => `${r.warehouseCode}-${r.skuCode}`}
              size="small"
              pagination={false}
              dataSource={plan.lines}
              columns={[
                { title: COMMON_LABELS.warehouse, dataIndex: 'warehouseName', render: (v: string, r) => <Tag>{v || r.warehouseCode}</Tag> },
                { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode' },
                { title: COMMON_LABELS.quantity, dataIndex: 'quantity', align: 'right' },
              ]}
            />
          </div>
        )}
      </Card>
      <ResourceTable<{ id: number } & Record<string, unknown>>
        area={AREA}
        api={{ queryList: api.queryList }}
        resource={splitResource}
        statusToggle={false}
      />
    </>
  );
}
