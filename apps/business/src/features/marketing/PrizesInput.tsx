import { PRIZE_KINDS } from '@console/contract/api/lottery';
import { Button, Input, InputNumber, Select, Space } from 'antd';

export type Prize = { name: string; kind: number; templateId: number | null; skuCode: string; probability: number; stock: number };
type Opt = { value: string | number; label: string };

/** The prizes of a lottery as rows: name, kind, the coupon template or gift SKU it gives, ‰ and stock. */
export function PrizesInput(props: { value?: Prize[]; onChange?: (v: Prize[]) => void; templates: Opt[]; skus: Opt[] }) {
  const rows = props.value ?? [];
  const set = (i: number, patch: Partial<Prize>) => props.onChange?.(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const blank: Prize = { name: '', kind: 3, templateId: null, skuCode: '', probability: 0, stock: 0 };
  const total = rows.reduce((s, r) => s + (Number(r.probability) || 0), 0);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before they are saved
        <Space key={i} wrap>
          <Input
            aria-label="奖品名称"
            placeholder="奖品名称"
            value={r.name}
            style={{ width: 130 }}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <Select
            aria-label="奖品类型"
            value={r.kind}
            style={{ width: 110 }}
            options={[...PRIZE_KINDS]}
            onChange={(kind) => set(i, { kind })}
          />
          {r.kind === 1 && (
            <Select
              aria-label="优惠券模板"
              placeholder="优惠券模板"
              value={r.templateId ?? undefined}
              style={{ width: 170 }}
              options={props.templates}
              onChange={(v) => set(i, { templateId: Number(v) })}
              showSearch={{ optionFilterProp: 'label' }}
            />
          )}
          {r.kind === 2 && (
            <Select
              aria-label="赠品"
              placeholder="赠品SKU"
              value={r.skuCode || undefined}
              style={{ width: 170 }}
              options={props.skus}
              onChange={(v) => set(i, { skuCode: String(v) })}
              showSearch={{ optionFilterProp: 'label' }}
            />
          )}
          <InputNumber
            aria-label="概率"
            addonAfter="‰"
            min={0}
            max={1000}
            value={r.probability}
            style={{ width: 120 }}
            onChange={(v) => set(i, { probability: Number(v ?? 0) })}
          />
          <InputNumber
            aria-label="库存"
            placeholder="库存"
            min={0}
            value={r.stock}
            style={{ width: 100 }}
            onChange={(v) => set(i, { stock: Number(v ?? 0) })}
          />
          <Button type="link" danger onClick={() => props.onChange?.(rows.filter((_, k) => k !== i))}>
            删除
          </Button>
        </Space>
      ))}
      <Button type="dashed" block onClick={() => props.onChange?.([...rows, blank])}>
        添加奖品（已配概率 {total}‰，其余为未中奖）
      </Button>
    </Space>
  );
}
