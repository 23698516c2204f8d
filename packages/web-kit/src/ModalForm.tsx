import { Cascader, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import type { z } from 'zod';

/**
 * A modal form whose validation is the contract's zod schema: each field is checked by its own schema
 * (so the messages are the contract's Chinese ones), and the whole object once more on submit (cross-field
 * rules such as "生效日期不能晚于失效日期" land on the field the schema names).
 */
export type Option = { value: string | number; label: string; disabled?: boolean };
export type TreeOption = { value: number; title: string; children?: TreeOption[]; disabled?: boolean };
export type RegionOption = { value: string; label: string; children?: RegionOption[] };
/** A 'region' field edits these three keys of the body with one province > city > district cascader. */
export const REGION_KEYS = ['provinceCode', 'cityCode', 'districtCode'] as const;
export type FieldDef = {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'select' | 'multiselect' | 'tree' | 'status' | 'date' | 'money' | 'tags' | 'region';
  options?: Option[];
  tree?: TreeOption[];
  /** The region tree of a 'region' field. */
  regions?: RegionOption[];
  placeholder?: string;
  /** Shown but not editable when editing (e.g. codes). */
  lockOnEdit?: boolean;
  span?: 'full';
};

type AnyObject = z.ZodObject<z.ZodRawShape>;

/** Form value → the value the schema expects. */
export function fromForm(kind: FieldDef['kind'], v: unknown): unknown {
  if (kind === 'date') return dayjs.isDayjs(v) ? (v as Dayjs).format('YYYY-MM-DD') : v;
  if (kind === 'money') {
    if (v === null || v === undefined || v === '') return undefined;
    // Yuan with at most two decimals → integer cents, by string arithmetic (no float rounding).
    const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(v));
    return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : Number.NaN;
  }
  if (v === null) return undefined;
  return v;
}

/** Stored value → what the input shows. */
export function toForm(kind: FieldDef['kind'], v: unknown): unknown {
  if (kind === 'date') return typeof v === 'string' && v ? dayjs(v) : undefined;
  if (kind === 'money') return typeof v === 'number' ? `${Math.trunc(v / 100)}.${String(v % 100).padStart(2, '0')}` : undefined;
  return v;
}

function input(f: FieldDef, disabled: boolean): ReactNode {
  const ph = f.placeholder;
  switch (f.kind) {
    case 'textarea':
      return <Input.TextArea rows={3} placeholder={ph ?? `请输入${f.label}`} disabled={disabled} showCount />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} placeholder={ph ?? `请输入${f.label}`} disabled={disabled} />;
    case 'money':
      return <Input prefix="¥" placeholder={ph ?? '单位：元，最多两位小数'} disabled={disabled} />;
    case 'select':
      return (
        <Select
          options={f.options}
          placeholder={ph ?? `请选择${f.label}`}
          disabled={disabled}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
        />
      );
    case 'multiselect':
      return (
        <Select
          mode="multiple"
          options={f.options}
          placeholder={ph ?? `请选择${f.label}`}
          disabled={disabled}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
        />
      );
    case 'tags':
      return <Select mode="tags" placeholder={ph ?? `输入后回车添加${f.label}`} disabled={disabled} open={false} />;
    case 'tree':
      return <TreeSelect treeData={f.tree} placeholder={ph ?? `请选择${f.label}`} disabled={disabled} treeDefaultExpandAll allowClear />;
    case 'status':
      return (
        <Radio.Group disabled={disabled}>
          <Radio value={1}>启用</Radio>
          <Radio value={2}>停用</Radio>
        </Radio.Group>
      );
    case 'date':
      return <DatePicker style={{ width: '100%' }} disabled={disabled} />;
    case 'region':
      return <Cascader options={f.regions} placeholder={ph ?? '请选择省/市/区县'} disabled={disabled} showSearch />;
    default:
      return <Input placeholder={ph ?? `请输入${f.label}`} disabled={disabled} allowClear />;
  }
}

export type ModalFormProps = {
  open: boolean;
  title: string;
  schema: AnyObject;
  fields: FieldDef[];
  /** The row being edited (its id is sent back), or undefined when adding. */
  initial?: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
  width?: number;
};

export function ModalForm({ open, title, schema, fields, initial, onSubmit, onClose, width = 560 }: ModalFormProps) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editing = Boolean(initial && 'id' in initial);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const values: Record<string, unknown> = {};
    for (const f of fields) {
      if (f.kind === 'region') {
        values[f.name] = initial?.districtCode ? REGION_KEYS.map((k) => initial[k]) : undefined;
        continue;
      }
      const v = initial?.[f.name];
      values[f.name] = v === undefined ? (f.kind === 'status' ? 1 : undefined) : toForm(f.kind, v);
    }
    form.setFieldsValue(values);
  }, [open, initial, fields, form]);

  const rulesFor = (f: FieldDef): Rule[] => {
    if (f.kind === 'region')
      return [
        {
          required: true,
          validator: async (_rule, v) => (Array.isArray(v) && v.length === 3 ? undefined : Promise.reject(new Error('请选择省/市/区县'))),
        },
      ];
    const fieldSchema = schema.shape[f.name] as z.ZodType | undefined;
    if (!fieldSchema) return [];
    const required = !fieldSchema.safeParse(undefined).success;
    return [
      {
        required,
        validator: async (_rule, value) => {
          const r = fieldSchema.safeParse(fromForm(f.kind, value === '' && f.kind !== 'text' && f.kind !== 'textarea' ? undefined : value));
          if (!r.success) throw new Error(r.error.issues[0]?.message ?? `${f.label}有误`);
        },
      },
    ];
  };

  const submit = async () => {
    const raw = await form.validateFields();
    const body: Record<string, unknown> = {};
    for (const f of fields) {
      if (f.kind === 'region') {
        REGION_KEYS.forEach((k, i) => {
          body[k] = (raw[f.name] as string[] | undefined)?.[i];
        });
        continue;
      }
      const v = fromForm(f.kind, raw[f.name]);
      if (v !== undefined) body[f.name] = v;
    }
    if (editing) body.id = initial?.id;
    // Optimistic concurrency: an update sends back the updateTime it read, when its schema takes one.
    if (editing && 'updateTime' in schema.shape && typeof initial?.updateTime === 'string') body.updateTime = initial.updateTime;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: String(i.path[0] ?? fields[0].name), errors: [i.message] })));
      return;
    }
    setSaving(true);
    try {
      await onSubmit(parsed.data as Record<string, unknown>);
      onClose();
    } catch {
      // the request client has shown the server's message; the form stays open for a fix
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      width={width}
      destroyOnHidden
    >
      <Form form={form} name="modal-form" layout="vertical" requiredMark>
        {fields.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label} rules={rulesFor(f)} validateFirst>
            {input(f, editing && Boolean(f.lockOnEdit))}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
