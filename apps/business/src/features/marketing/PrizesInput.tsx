import { PRIZE_KINDS } from '@console/contract/api/lottery';
import { LinesInput, numberControl } from '@console/web-kit/resource';
import { Input, Select } from 'antd';
import { PAGES } from '@console/contract/api/pages';
import { WORDS } from '@console/contract/words';

export type Prize = { name: string; kind: number; templateId: number | null; skuCode: string; probability: number; stock: number };
type Opt = { value: string | number; label: string };

/** The prizes of a lottery as rows: name, kind, the coupon template or gift SKU it gives, ‰ and stock. */
export function PrizesInput(props: { value?: Prize[]; onChange?: (v: Prize[]) => void; templates: Opt[]; skus: Opt[] }) {
  const total = (props.value ?? []).reduce((s, r) => s + (Number(r.probability) || 0), 0);
  return (
    <LinesInput<Prize>
      value={props.value}
      onChange={props.onChange}
      blank={() => ({ name: '', kind: 3, templateId: null, skuCode: '', probability: 0, stock: 0 })}
      addText={`添加奖品（已配概率 ${total}‰，其余为未中奖）`}
      controls={[
        {
          render: (r, set) => (
            <Input
              aria-label="奖品名称"
              placeholder="奖品名称"
              value={r.name}
              style={{ width: 130 }}
              onChange={(e) => set({ name: e.target.value })}
            />
          ),
        },
        {
          render: (r, set) => (
            <Select
              aria-label="奖品类型"
              value={r.kind}
              style={{ width: 110 }}
              options={[...PRIZE_KINDS]}
              onChange={(kind) => set({ kind })}
            />
          ),
        },
        {
          render: (r, set) =>
            r.kind === 1 && (
              <Select
                aria-label={PAGES.couponTemplate.title}
                placeholder={PAGES.couponTemplate.title}
                value={r.templateId ?? undefined}
                style={{ width: 170 }}
                options={props.templates}
                onChange={(v) => set({ templateId: Number(v) })}
                showSearch={{ optionFilterProp: 'label' }}
              />
            ),
        },
        {
          render: (r, set) =>
            r.kind === 2 && (
              <Select
                aria-label={WORDS.gift}
                placeholder="赠品SKU"
                value={r.skuCode || undefined}
                style={{ width: 170 }}
                options={props.skus}
                onChange={(v) => set({ skuCode: String(v) })}
                showSearch={{ optionFilterProp: 'label' }}
              />
            ),
        },
        numberControl<Prize>('probability', { 'aria-label': '概率', addonAfter: '‰', min: 0, max: 1000, style: { width: 120 } }),
        numberControl<Prize>('stock', { 'aria-label': '库存', placeholder: '库存', min: 0, style: { width: 100 } }),
      ]}
    />
  );
}
