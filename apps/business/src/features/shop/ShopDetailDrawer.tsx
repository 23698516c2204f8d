import type { ShopRow } from '@console/contract/shop';
import { retWorkOrderApi, WORK_ORDER_STATUS_TEXT, workOrderResource } from '@console/contract/api/shop-service';
import { usePermissions } from '@console/web-kit/resource';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, List, Table, Tabs, Tag } from 'antd';
import { LedgerTable } from './LedgerTable.tsx';
import { regionText, useCall } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

/** One shop: its data, its wallet ledger and its work orders with their replies. */
export function ShopDetailDrawer({ shop, onClose }: { shop: ShopRow | null; onClose: () => void }) {
  const { has } = usePermissions();
  return (
    <Drawer open={shop !== null} onClose={onClose} title={shop ? `门店详情：${shop.retName}` : '门店详情'} size={820} destroyOnHidden>
      {shop && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={COMMON_LABELS.retCode}>{shop.retCode}</Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.retName}>{shop.retName}</Descriptions.Item>
            <Descriptions.Item label="店主">{shop.ownerName}</Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.phone}>{shop.phone}</Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.region} span={2}>
              {regionText(shop)} {shop.address}
            </Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.grade}>{shop.gradeName}</Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.retailerType}>{shop.retailerTypeName}</Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.spName}>{shop.spName || '—'}</Descriptions.Item>
            <Descriptions.Item label="渠道 / 平台">
              {shop.channelCode} / {shop.platformCode}
            </Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.status}>
              {shop.status === 1 ? <Tag color="green">{WORDS.enable}</Tag> : <Tag>{WORDS.disable}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.updateTime}>{shop.updateTime}</Descriptions.Item>
          </Descriptions>
          <Tabs
            style={{ marginTop: 16 }}
            items={[
              ...(has('walletBalance.detail')
                ? [{ key: 'ledger', label: '钱包流水', children: <LedgerTable retCode={shop.retCode} /> }]
                : []),
              ...(has('retWorkOrder.query')
                ? [{ key: 'orders', label: workOrderResource.label, children: <WorkOrders retCode={shop.retCode} /> }]
                : []),
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

function WorkOrders({ retCode }: { retCode: string }) {
  const call = useCall();
  const { data, isFetching } = useQuery({
    queryKey: ['shop-work-order', 'byShop', retCode],
    queryFn: () => call(retWorkOrderApi.queryList, { retCode, page: 1, pageSize: 50 }),
  });
  return (
    <Table
      rowKey="id"
      size="small"
      loading={isFetching}
      dataSource={data?.data ?? []}
      pagination={false}
      expandable={{ expandedRowRender: (row) => <Replies id={row.id} />, rowExpandable: (row) => row.replyCount > 0 }}
      columns={[
        { title: COMMON_LABELS.title, dataIndex: 'title' },
        { title: COMMON_LABELS.status, dataIndex: 'status', width: 90, render: (s: number) => <Tag>{WORK_ORDER_STATUS_TEXT[s]}</Tag> },
        { title: workOrderResource.fields.replyCount.label, dataIndex: 'replyCount', width: 80 },
        { title: COMMON_LABELS.createTime, dataIndex: 'createTime', width: 170 },
      ]}
    />
  );
}

export function Replies({ id }: { id: number }) {
  const call = useCall();
  const { data } = useQuery({ queryKey: ['shop-work-order', 'detail', id], queryFn: () => call(retWorkOrderApi.detail, { id }) });
  return (
    <List
      size="small"
      dataSource={data?.data.replies ?? []}
      locale={{ emptyText: '暂无回复' }}
      renderItem={(r) => (
        <List.Item>
          <List.Item.Meta title={`${r.operator} · ${r.createTime}`} description={r.content} />
        </List.Item>
      )}
    />
  );
}
