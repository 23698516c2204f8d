import { AFTER_SALE_ORDER_STATUSES, AFTER_SALE_TYPES, afterSaleApi, afterSaleResource } from '@console/contract/api/after-sale';
import type { AfterSaleRow } from '@console/contract/after-sale';
import { permissionKeys } from '@console/contract/endpoint';
import { ModalForm, Permission, declaredColumns, stateTag, useCall, usePermissions } from '@console/web-kit/resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { AREA } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

type Line = { skuCode: string; skuName: string; quantity: number };
const columns = declaredColumns<AfterSaleRow & Record<string, unknown>>(afterSaleResource, {
  status: (v: number) => stateTag(afterSaleResource.machine, v),
}).filter((c) => c.key !== 'orderNo' && c.key !== 'retName');
const loadForm = () => import('@console/contract/after-sale').then((m) => m.afterSaleForm);

/** The order's after-sales in its detail drawer, and a claim on a shipped or completed order (one SKU a claim). */
export function OrderAfterSales(props: { order: { id: number; status: number; lines: Line[] } }) {
  const { order } = props;
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const { has } = usePermissions();
  const [schema, setSchema] = useState<Awaited<ReturnType<typeof loadForm>> | null>(null);
  const sees = permissionKeys(afterSaleApi.byOrder.permission).some(has);
  const rows = useQuery({
    queryKey: [AREA, 'afterSales', order.id],
    queryFn: async () => (await call(afterSaleApi.byOrder, { orderId: order.id }, { silent: true })).data,
    enabled: sees,
  });
  if (!sees) return null;
  const claimable = (AFTER_SALE_ORDER_STATUSES as readonly number[]).includes(order.status);
  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginTop: 24 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          售后记录
        </Typography.Title>
        {claimable && (
          <Permission k={afterSaleApi.add.permission as string}>
            <Button size="small" onClick={async () => setSchema(await loadForm())}>
              申请售后
            </Button>
          </Permission>
        )}
      </Flex>
      <Table
        style={{ marginTop: 8 }}
        rowKey="id"
        size="small"
        pagination={false}
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        locale={{ emptyText: '暂无售后记录' }}
        columns={columns}
        scroll={{ x: 820 }}
      />
      {schema && has(afterSaleApi.add.permission as string) && (
        <ModalForm
          open
          title="申请售后"
          schema={schema}
          fields={[
            { name: 'type', label: afterSaleResource.fields.type.label, kind: 'radio', options: AFTER_SALE_TYPES },
            {
              name: 'skuCode',
              label: COMMON_LABELS.product,
              kind: 'select',
              options: order.lines.map((l) => ({ value: l.skuCode, label: `${l.skuName}（${l.skuCode}，购买${l.quantity}）` })),
            },
            { name: 'quantity', label: COMMON_LABELS.quantity, kind: 'number' },
            { name: 'reason', label: afterSaleResource.fields.reason.label, kind: 'textarea' },
          ]}
          initial={{ type: 2 }}
          onClose={() => setSchema(null)}
          onSubmit={async (v) => {
            const reply = await call(afterSaleApi.add, {
              orderId: order.id,
              type: v.type as 1 | 2,
              reason: String(v.reason ?? ''),
              lines: [{ skuCode: String(v.skuCode), quantity: Number(v.quantity) }],
            });
            message.success(reply.message);
            await qc.invalidateQueries({ queryKey: [AREA, 'afterSales', order.id] });
          }}
        />
      )}
    </>
  );
}
