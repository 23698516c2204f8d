import { WORDS } from '@console/contract/words';
import { useCall } from '@console/web-kit/resource';
import { orderApi, orderResource } from '@console/contract/api/order';
import { orderCreate } from '@console/contract/order';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Descriptions, Empty, Flex, Form, Input, InputNumber, Modal, Row, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { CouponField } from './CouponField.tsx';
import { OrderPreview } from './OrderPreview.tsx';
import { SetMealField } from './SetMealField.tsx';
import {
  completeRows,
  ruleHint,
  ruleProblem,
  type ShopOption,
  type SkuOption,
  useShopOptions,
  useSkuOptions,
  useOrderPreview,
  useSetMealOptions,
  useUsableCoupons,
} from './create-options.ts';
import { AREA, useRegions } from './options.ts';
import { yuan } from '@console/contract/money';
import { COMMON_LABELS } from '@console/contract/common-fields';

type LineValue = { skuCode?: string; quantity?: number };
type Values = {
  retCode?: string;
  receiver?: string;
  phone?: string;
  address?: string;
  remark?: string;
  couponNo?: string;
  lines?: LineValue[];
  setMeals?: { setMealId?: number; count?: number }[];
};

/**
 * 代客下单 (telesales): pick a shop in scope, add SKUs (today's price for the shop's platform and grade, with
 * the order rule and the available stock as hints), set meals and a coupon. The one total is the server's
 * 系统试算 (create's own pricing: special prices, packages, tiers, coupon), asked as you type; the form sums
 * nothing itself, so it never shows a figure the order will not have. The contract's messages land on the fields.
 */
export function CreateOrderModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const regions = useRegions();
  const [keyword, setKeyword] = useState('');
  const [shop, setShop] = useState<ShopOption | null>(null);
  const [saving, setSaving] = useState(false);
  const shops = useShopOptions(keyword);
  const catalog = useSkuOptions(shop?.retCode);
  const skus = catalog.data ?? [];
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const coupons = useUsableCoupons(shop?.retCode);
  const couponNo: string | undefined = Form.useWatch('couponNo', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ lines: [{}] });
    setShop(null);
    setKeyword('');
  }, [open, form]);

  const skuOf = useMemo(() => {
    const m = new Map(skus.map((s) => [s.skuCode, s]));
    return (code?: string) => (code ? m.get(code) : undefined);
  }, [skus]);
  const setMeals: Values['setMeals'] = Form.useWatch('setMeals', form) ?? [];
  const mealOptions = useSetMealOptions(shop?.retCode);
  const previewed = useOrderPreview(shop?.retCode, { lines, setMeals }, couponNo);
  const preview = previewed.data && Array.isArray(previewed.data.lines) ? previewed.data : undefined;
  const coupon = couponNo && preview ? { off: preview.couponOff, problem: preview.couponProblem } : null;
  const picked = completeRows({ lines, setMeals });

  const pickShop = (retCode: string) => {
    const s = shops.data?.find((x) => x.retCode === retCode) ?? null;
    setShop(s);
    if (s)
      form.setFieldsValue({ receiver: s.receiver, phone: s.phone, address: s.address, couponNo: undefined, lines: [{}], setMeals: [] });
  };

  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    // A row left wholly empty (the blank first line beside a package) is no input; a half-filled one is refused.
    const parsed = orderCreate.safeParse({
      ...v,
      lines: (v.lines ?? []).filter((l) => l?.skuCode || l?.quantity),
      setMeals: (v.setMeals ?? []).filter((m) => m?.setMealId || m?.count),
    });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({
          name: (i.path.length ? i.path : ['lines']) as (string | number)[],
          errors: [i.message],
        })) as never,
      );
      return;
    }
    // The order rule per line, as the red hints under the lines say: fixed before anything is sent.
    if (parsed.data.lines.some((l) => ruleProblem(skuOf(l.skuCode), l.quantity))) {
      message.error('有商品数量不符合订货规则，请按提示修改后再提交');
      return;
    }
    setSaving(true);
    try {
      const reply = await call(orderApi.create, parsed.data);
      message.success(`${reply.message || '下单成功'}，订单号：${reply.data.orderNo}`, 5);
      await qc.invalidateQueries({ queryKey: [AREA] });
      onClose();
    } catch {
      // the request client has shown the server's message (a rule per line, a shop out of scope…)
    } finally {
      setSaving(false);
    }
  };

  const chosen = new Set(lines.map((l) => l?.skuCode).filter(Boolean));
  // Label: what the closed select shows; the open list shows price, stock and the rule beside each SKU.
  const skuOptions = skus.map((s) => ({
    value: s.skuCode,
    label: `${s.skuName}（${s.skuCode}）  ${yuan(s.price)}/${s.unit || '件'}`,
    disabled: chosen.has(s.skuCode),
    sku: s,
  }));
  return (
    <Modal
      open={open}
      title="代客下单"
      width={960}
      onCancel={onClose}
      onOk={submit}
      okText="提交订单"
      cancelText={WORDS.cancel}
      confirmLoading={saving}
      className="order-create"
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="order-create-form">
        <Form.Item name="retCode" label={COMMON_LABELS.shop} required>
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder="输入门店名称或编码搜索（仅显示您有权限的已启用门店）"
            onChange={pickShop}
            notFoundContent={
              shops.isFetching ? <Spin size="small" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有可下单的门店" />
            }
            options={(shops.data ?? []).map((s) => ({ value: s.retCode, label: `${s.retName}（${s.retCode}）` }))}
            aria-label={COMMON_LABELS.shop}
          />
        </Form.Item>
        {shop && (
          <Descriptions
            size="small"
            column={2}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'code', label: orderResource.fields.retCode.label, children: shop.retCode },
              {
                key: 'region',
                label: COMMON_LABELS.region,
                children: [shop.provinceCode, shop.cityCode, shop.districtCode].filter(Boolean).map(regions.name).join(' ') || '—',
              },
            ]}
          />
        )}
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="receiver" label={orderResource.fields.receiver.label} required>
              <Input placeholder="请输入收货人" maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="phone" label={COMMON_LABELS.phone} required>
              <Input placeholder="请输入联系电话" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="remark" label={COMMON_LABELS.remark}>
              <Input placeholder="选填，最多200个字符" maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label={orderResource.fields.address.label} required>
          <Input placeholder="请输入详细收货地址" maxLength={200} />
        </Form.Item>
        <Form.Item label={COMMON_LABELS.product} name="lines" required style={{ marginBottom: 8 }}>
          <Form.List name="lines">
            {(rows, { add, remove }) => (
              <>
                {rows.map((r) => {
                  const l = lines[r.name] ?? {};
                  const sku = skuOf(l.skuCode);
                  const problem = ruleProblem(sku, l.quantity);
                  const hint = sku ? ruleHint(sku) : '';
                  return (
                    <div key={r.key} className="order-line" style={{ marginBottom: 8 }}>
                      <Space align="start" wrap>
                        <Form.Item name={[r.name, 'skuCode']} style={{ width: 460, marginBottom: 0 }}>
                          <Select
                            options={skuOptions.map((o) => (o.value === l.skuCode ? { ...o, disabled: false } : o))}
                            optionRender={(o) => <SkuOptionLabel sku={(o.data as (typeof skuOptions)[number]).sku} />}
                            showSearch={{ optionFilterProp: 'label' }}
                            placeholder={shop ? '请选择商品' : '请先选择门店'}
                            disabled={!shop}
                            loading={catalog.isFetching}
                            notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该门店今日没有可订商品" />}
                            aria-label={COMMON_LABELS.product}
                          />
                        </Form.Item>
                        <Form.Item name={[r.name, 'quantity']} style={{ marginBottom: 0 }}>
                          <InputNumber
                            min={1}
                            precision={0}
                            placeholder={COMMON_LABELS.quantity}
                            aria-label={COMMON_LABELS.quantity}
                            style={{ width: 120 }}
                          />
                        </Form.Item>
                        <Button type="link" danger onClick={() => remove(r.name)} disabled={rows.length === 1}>
                          删除
                        </Button>
                      </Space>
                      {sku && (
                        <div style={{ fontSize: 12, marginTop: 2 }}>
                          <Typography.Text type="secondary">
                            单价 {yuan(sku.price)}/{sku.unit || '件'}；可用库存 {sku.available}
                            {hint && `；${hint}`}
                          </Typography.Text>
                          {problem && (
                            <Typography.Text type="danger" style={{ marginLeft: 8 }}>
                              {problem}
                            </Typography.Text>
                          )}
                          {!problem && l.quantity && l.quantity > sku.available ? (
                            <Typography.Text type="warning" style={{ marginLeft: 8 }}>
                              库存不足，审核时可能无法锁定
                            </Typography.Text>
                          ) : null}
                        </div>
                      )}
                    </div>
                  );
                })}
                <Button type="dashed" onClick={() => add({})} block disabled={!shop}>
                  添加商品
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <SetMealField options={mealOptions.data} loading={mealOptions.isFetching} disabled={!shop} />
        <CouponField coupons={coupons.data} effect={coupon} disabled={!shop} />
      </Form>
      <div className="order-create-total" style={{ textAlign: 'right', fontSize: 15 }}>
        <OrderPreview
          preview={preview}
          loading={previewed.isFetching}
          error={previewed.error}
          idle={!shop || picked.lines.length + picked.setMeals.length === 0}
        />
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            金额由系统按价格表、特价活动、套餐、阶梯折扣和优惠券试算，与提交后的订单一致
          </Typography.Text>
        </div>
      </div>
    </Modal>
  );
}

/** One SKU in the picker: name and code, today's price, available stock and the order rule. */
function SkuOptionLabel({ sku }: { sku: SkuOption }) {
  const hint = ruleHint(sku);
  return (
    <Flex justify="space-between" gap={12}>
      <span>
        {sku.skuName}（{sku.skuCode}）
        <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 8 }}>
          可用 {sku.available}
          {hint && `；${hint}`}
        </Typography.Text>
      </span>
      <Typography.Text strong>
        {yuan(sku.price)}/{sku.unit || '件'}
      </Typography.Text>
    </Flex>
  );
}
