import { productLookupApi } from '@console/contract/api/products-api';
import { useCall } from '@console/web-kit/resource';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Spin, Table, type TableColumnsType, Tag } from 'antd';
import { validity } from './columns.tsx';
import { yuan } from '@console/contract/money';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';
import {
  propertyResource,
  skuDiscountResource,
  skuPriceResource,
  skuResource,
  skuRuleResource,
} from '@console/contract/api/products-resources';

/** One titled table of the SKU's rows (prices, rules, discounts). */
function Lines<T extends { id: number }>(props: { title: string; rows: T[]; columns: TableColumnsType<T>; empty?: string }) {
  return (
    <>
      <h4 style={{ margin: '16px 0 8px' }}>{props.title}</h4>
      <Table<T>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={props.rows}
        locale={props.empty ? { emptyText: <Empty description={props.empty} /> } : undefined}
        columns={props.columns}
      />
    </>
  );
}

const onOff = (s: number) => (s === 1 ? <Tag color="green">{WORDS.enable}</Tag> : <Tag>{WORDS.disable}</Tag>);

/** Everything about one SKU: SPU, brand, category path, property values, labels, platforms, prices, rules, discounts. */
export function SkuDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const call = useCall();
  const { data, isFetching } = useQuery({
    queryKey: ['products', 'detail', id],
    queryFn: async () => (await call(productLookupApi.skuDetail, { id: id as number })).data,
    enabled: id !== null,
  });
  const d = id !== null ? data : undefined;
  return (
    <Drawer open={id !== null} onClose={onClose} title="SKU详情" size={720} destroyOnHidden>
      {isFetching && !d ? <Spin /> : null}
      {d ? (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={COMMON_LABELS.skuCode}>{d.code}</Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.skuName}>{d.name}</Descriptions.Item>
            <Descriptions.Item label={skuResource.fields.spuName.label}>
              {d.spu.name}（{d.spu.code}）{onOff(d.spu.status)}
            </Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.brand}>{d.brand.name}</Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.category}>{d.categoryPath.map((c) => c.name).join(' / ')}</Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.status}>{onOff(d.status)}</Descriptions.Item>
            <Descriptions.Item label={skuResource.fields.barcode.label}>{d.barcode || '—'}</Descriptions.Item>
            <Descriptions.Item label="单位 / 规格">
              {d.unit} / {d.spec || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={propertyResource.fields.values.label} span={2}>
              {d.properties.length ? d.properties.map((p) => <Tag key={p.propertyId}>{`${p.propertyName}：${p.value}`}</Tag>) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={COMMON_LABELS.label} span={2}>
              {d.labels.length
                ? d.labels.map((l) => (
                    <Tag key={l.id} color={l.color || undefined}>
                      {l.name}
                    </Tag>
                  ))
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="上架平台" span={2}>
              {d.platforms.length
                ? d.platforms.map((p) => (
                    <Tag key={p.platformCode} color={p.status === 1 ? 'blue' : undefined}>
                      {p.platformName}
                    </Tag>
                  ))
                : '未上架'}
            </Descriptions.Item>
          </Descriptions>
          <Lines
            title={skuPriceResource.label}
            rows={d.prices}
            empty="暂无价格"
            columns={[
              { title: COMMON_LABELS.platform, dataIndex: 'platformName' },
              { title: COMMON_LABELS.grade, dataIndex: 'gradeCode', render: (g: string) => g || '全部' },
              { title: skuPriceResource.fields.price.label, dataIndex: 'price', render: yuan },
              validity,
              { title: COMMON_LABELS.status, dataIndex: 'status', render: onOff },
            ]}
          />
          <Lines
            title={skuRuleResource.label}
            rows={d.rules}
            columns={[
              { title: '规则', dataIndex: 'name' },
              { title: skuRuleResource.fields.minQty.label, dataIndex: 'minQty' },
              { title: skuRuleResource.fields.maxQty.label, dataIndex: 'maxQty' },
              { title: '倍数', dataIndex: 'multiple' },
              { title: COMMON_LABELS.status, dataIndex: 'status', render: onOff },
            ]}
          />
          <Lines
            title={skuDiscountResource.label}
            rows={d.discounts}
            columns={[
              { title: COMMON_LABELS.name, dataIndex: 'name' },
              { title: skuDiscountResource.fields.minQty.label, dataIndex: 'minQty' },
              { title: '折扣', dataIndex: 'discountRate', render: (r: number) => `${r}%` },
              validity,
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
