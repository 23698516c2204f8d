import { setMealResource } from '@console/contract/api/set-meal';
import { yuan } from '@console/contract/money';
import { Button, Empty, Form, InputNumber, Select, Space } from 'antd';
import type { useSetMealOptions } from './create-options.ts';

type Option = NonNullable<ReturnType<typeof useSetMealOptions>['data']>[number];

/**
 * The 套餐 section of the order form: packages on sale now for the chosen shop, a count each, removable. What
 * they cost and whether the quota allows them is the server's preview to say.
 */
export function SetMealField({
  options,
  loading,
  disabled,
}: {
  options: readonly Option[] | undefined;
  loading: boolean;
  disabled: boolean;
}) {
  const picked: { setMealId?: number }[] = Form.useWatch('setMeals') ?? [];
  const chosen = new Set(picked.map((p) => p?.setMealId).filter(Boolean));
  const selectOptions = (options ?? []).map((o) => ({
    value: o.id,
    label: `${o.name}：${o.linesText}，${setMealResource.fields.packagePrice.label} ${yuan(o.packagePrice)}，本店剩余 ${o.remaining} 份（至${o.validTo}）`,
    disabled: chosen.has(o.id),
  }));
  return (
    <Form.Item label={setMealResource.label} style={{ marginBottom: 8 }} className="order-create-set-meals">
      <Form.List name="setMeals">
        {(rows, { add, remove }) => (
          <>
            {rows.map((r) => (
              <Space key={r.key} align="start" wrap style={{ marginBottom: 8 }} className="order-set-meal">
                <Form.Item name={[r.name, 'setMealId']} style={{ width: 660, marginBottom: 0 }}>
                  <Select
                    options={selectOptions.map((o) => (o.value === picked[r.name]?.setMealId ? { ...o, disabled: false } : o))}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="请选择套餐"
                    loading={loading}
                    notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该门店当前没有可选套餐" />}
                    aria-label="套餐"
                  />
                </Form.Item>
                <Form.Item name={[r.name, 'count']} style={{ marginBottom: 0 }}>
                  <InputNumber min={1} precision={0} placeholder="份数" aria-label="套餐份数" style={{ width: 120 }} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(r.name)}>
                  删除
                </Button>
              </Space>
            ))}
            <Button type="dashed" onClick={() => add({ count: 1 })} block disabled={disabled}>
              添加套餐
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
