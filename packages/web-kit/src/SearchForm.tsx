import { Button, Form, Input, Select, Space } from 'antd';

export type SearchField = { name: string; label: string; kind?: 'text' | 'select'; options?: { value: string | number; label: string }[] };

/** Filters row with 查询 and 重置; answers only the filled filters (blank means "no filter"). */
export function SearchForm({ fields, onSearch }: { fields: SearchField[]; onSearch: (filters: Record<string, unknown>) => void }) {
  const [form] = Form.useForm();
  const submit = (values: Record<string, unknown>) =>
    onSearch(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')));
  return (
    <Form form={form} name="search-form" layout="inline" onFinish={submit} style={{ marginBottom: 16, rowGap: 12 }}>
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label}>
          {f.kind === 'select' ? (
            <Select style={{ width: 160 }} options={f.options} placeholder="全部" allowClear />
          ) : (
            <Input style={{ width: 180 }} placeholder={`请输入${f.label}`} allowClear />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
