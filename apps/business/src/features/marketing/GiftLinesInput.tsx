import { Button, InputNumber, Select, Space, Typography } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { equityResource } from '@console/contract/api/equity';

export type GiftLine = { skuCode: string; quantity: number };
type Opt = { value: string; label: string };

/**
 * The gift SKUs of an equity activity's gift benefit: SKU × quantity per shop. Each grant places them as one gift
 * order, valued at the shop's list prices against its monthly gift budget.
 */
export function GiftLinesInput(props: { value?: GiftLine[]; onChange?: (v: GiftLine[]) => void; skus: Opt[]; hint: string }) {
  const rows = props.value ?? [];
  const set = (i: number, patch: Partial<GiftLine>) => props.onChange?.(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const chosen = new Set(rows.map((r) => r.skuCode));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before they are saved
        <Space key={i} wrap>
          <Select
            aria-label={equityResource.fields.giftLinesText.label}
            placeholder="请选择赠品商品"
            value={r.skuCode || undefined}
            style={{ width: 420 }}
            options={props.skus.map((o) => ({ ...o, disabled: o.value !== r.skuCode && chosen.has(o.value) }))}
            onChange={(v) => set(i, { skuCode: String(v) })}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <InputNumber
            aria-label="赠品数量"
            placeholder={COMMON_LABELS.quantity}
            min={1}
            precision={0}
            value={r.quantity || undefined}
            style={{ width: 120 }}
            onChange={(v) => set(i, { quantity: Number(v ?? 0) })}
          />
          <Button type="link" danger onClick={() => props.onChange?.(rows.filter((_, k) => k !== i))}>
            删除
          </Button>
        </Space>
      ))}
      <Button type="dashed" block onClick={() => props.onChange?.([...rows, { skuCode: '', quantity: 1 }])}>
        添加赠品商品
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {props.hint}
      </Typography.Text>
    </Space>
  );
}
