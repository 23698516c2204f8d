import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { SOURCE_OPTIONS } from './options.ts';

type Opt = { value: string | number; label: string };

/**
 * The order list's filters: 查询 answers only the filled ones (blank means "no filter"); the order date is one
 * range picker sent as startTime / endTime (whole days, in the console's zone).
 */
export function OrderFilters(props: {
  warehouses: Opt[];
  provinces: Opt[];
  /** The DX list is telesales orders only: no source filter there. */
  withSource: boolean;
  onSearch: (filters: Record<string, unknown>) => void;
}) {
  const [form] = Form.useForm();
  const submit = (values: Record<string, unknown>) => {
    const filters: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined || v === null || v === '') continue;
      if (k === 'created') {
        const [from, to] = v as [Dayjs, Dayjs];
        filters.startTime = from.format('YYYY-MM-DD');
        filters.endTime = to.format('YYYY-MM-DD');
      } else filters[k] = typeof v === 'string' ? v.trim() : v;
    }
    props.onSearch(filters);
  };
  return (
    <Form form={form} name="order-search" layout="inline" onFinish={submit} style={{ marginBottom: 16, rowGap: 12 }}>
      <Form.Item name="orderNo" label="订单号">
        <Input style={{ width: 190 }} placeholder="请输入订单号" allowClear />
      </Form.Item>
      <Form.Item name="retCode" label="门店编码">
        <Input style={{ width: 150 }} placeholder="请输入门店编码" allowClear />
      </Form.Item>
      <Form.Item name="retName" label="门店名称">
        <Input style={{ width: 170 }} placeholder="请输入门店名称" allowClear />
      </Form.Item>
      {props.withSource && (
        <Form.Item name="source" label="订单来源">
          <Select style={{ width: 130 }} options={SOURCE_OPTIONS} placeholder="全部" allowClear />
        </Form.Item>
      )}
      {props.warehouses.length > 0 && (
        <Form.Item name="warehouseCode" label="发货仓库">
          <Select
            style={{ width: 200 }}
            options={props.warehouses}
            placeholder="全部"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      )}
      <Form.Item name="provinceCode" label="省份">
        <Select style={{ width: 140 }} options={props.provinces} placeholder="全部" allowClear showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="created" label="下单日期">
        <DatePicker.RangePicker style={{ width: 250 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              props.onSearch({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
