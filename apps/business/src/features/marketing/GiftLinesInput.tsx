import { LinesInput, numberControl } from '@console/web-kit/resource';
import { Select, Typography } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { equityResource } from '@console/contract/api/equity';

export type GiftLine = { skuCode: string; quantity: number };
type Opt = { value: string; label: string };

/**
 * The gift SKUs of an equity activity's gift benefit: SKU × quantity per shop. Each grant places them as one gift
 * order, valued at the shop's list prices against its monthly gift budget.
 */
export function GiftLinesInput(props: { value?: GiftLine[]; onChange?: (v: GiftLine[]) => void; skus: Opt[]; hint: string }) {
  const chosen = new Set((props.value ?? []).map((r) => r.skuCode));
  return (
    <LinesInput<GiftLine>
      value={props.value}
      onChange={props.onChange}
      blank={() => ({ skuCode: '', quantity: 1 })}
      addText="添加赠品商品"
      footer={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {props.hint}
        </Typography.Text>
      }
      controls={[
        {
          render: (r, set) => (
            <Select
              aria-label={equityResource.fields.giftLinesText.label}
              placeholder="请选择赠品商品"
              value={r.skuCode || undefined}
              style={{ width: 420 }}
              options={props.skus.map((o) => ({ ...o, disabled: o.value !== r.skuCode && chosen.has(o.value) }))}
              onChange={(v) => set({ skuCode: String(v) })}
              showSearch={{ optionFilterProp: 'label' }}
            />
          ),
        },
        numberControl<GiftLine>('quantity', {
          'aria-label': '赠品数量',
          placeholder: COMMON_LABELS.quantity,
          min: 1,
          precision: 0,
          style: { width: 120 },
          zeroShowsEmpty: true,
        }),
      ]}
    />
  );
}
