import { Alert, Button, Drawer, Form, Input, Modal, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FieldDef, fieldInput, fromForm, maxLengthOf, REGION_KEYS, toForm } from './form-fields.tsx';
import { RequestError } from './request.ts';

export { type FieldDef, fromForm, type Option, REGION_KEYS, type RegionOption, type TreeOption, toForm } from './form-fields.tsx';

/**
 * A modal form whose validation is the contract's zod schema: each field is checked by its own schema
 * (so the messages are the contract's Chinese ones), and the whole object once more on submit (cross-field
 * rules such as "生效日期不能晚于失效日期" land on the field the schema names).
 */
type AnyObject = z.ZodObject<z.ZodRawShape>;

export type ModalFormProps = {
  open: boolean;
  title: string;
  /** What is sent: the add or the update body. */
  schema: AnyObject;
  /** Where each field's rules come from (default `schema`); the add body's, so an edit marks the same fields required. */
  rules?: AnyObject;
  fields: FieldDef[];
  /** The row being edited (its key is sent back), or the defaults when adding. */
  initial?: Record<string, unknown>;
  /** The row's key field (default 'id'): present in `initial` means editing. */
  rowKey?: string;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
  width?: number;
  /** The form's name (input ids are `<name>_<field>`). */
  name?: string;
  /** A side drawer instead of a dialog (e.g. a long tree), with 取消 / `okText` in its footer. */
  drawer?: boolean;
  okText?: string;
};

export function ModalForm(props: ModalFormProps) {
  const { open, title, schema, fields, initial, onSubmit, onClose, rowKey = 'id', name = 'modal-form' } = props;
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const editing = Boolean(initial && rowKey in initial);
  const shown = fields.filter((f) => !(editing && f.addOnly));
  const rules = props.rules ?? schema;

  // The fields may be declared inline (a new array each render): only opening or another row resets the form.
  const latestFields = useRef(fields);
  latestFields.current = fields;
  useEffect(() => {
    if (!open) return;
    setConflict(null);
    form.resetFields();
    const values: Record<string, unknown> = {};
    for (const f of latestFields.current) {
      if (f.kind === 'display') continue;
      if (f.kind === 'region') {
        values[f.name] = initial?.districtCode ? REGION_KEYS.map((k) => initial[k]) : undefined;
        continue;
      }
      const v = initial?.[f.name];
      values[f.name] = v === undefined ? (f.kind === 'status' ? 1 : undefined) : toForm(f, v);
    }
    form.setFieldsValue(values);
  }, [open, initial, form]);

  const rulesFor = (f: FieldDef): Rule[] => {
    if (f.kind === 'region')
      return [
        {
          required: true,
          validator: async (_rule, v) => (Array.isArray(v) && v.length === 3 ? undefined : Promise.reject(new Error('请选择省/市/区县'))),
        },
      ];
    const fieldSchema = (rules.shape[f.name] ?? schema.shape[f.name]) as z.ZodType | undefined;
    if (!fieldSchema) return [];
    const required = !fieldSchema.safeParse(undefined).success;
    const plainText = !f.kind || f.kind === 'text' || f.kind === 'textarea' || f.kind === 'password';
    return [
      {
        required,
        validator: async (_rule, value) => {
          const r = fieldSchema.safeParse(fromForm(f, value === '' && !plainText ? undefined : value));
          if (!r.success) throw new Error(r.error.issues[0]?.message ?? `${f.label}有误`);
        },
      },
    ];
  };

  const submit = async () => {
    const raw = await form.validateFields().catch(() => null);
    if (!raw) return;
    const body: Record<string, unknown> = {};
    for (const f of shown) {
      if (f.kind === 'display') continue;
      if (f.kind === 'region') {
        REGION_KEYS.forEach((k, i) => {
          body[k] = (raw[f.name] as string[] | undefined)?.[i];
        });
        continue;
      }
      const v = fromForm(f, raw[f.name]);
      if (v !== undefined) body[f.name] = v;
    }
    if (editing) body[rowKey] = initial?.[rowKey];
    // Optimistic concurrency: an update sends back the updateTime it read (rows spell it updateTime or updatetime).
    const read = initial?.updateTime ?? initial?.updatetime;
    if (editing && 'updateTime' in schema.shape && typeof read === 'string') body.updateTime = read;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: String(i.path[0] ?? shown[0].name), errors: [i.message] })));
      return;
    }
    setSaving(true);
    setConflict(null);
    try {
      // What the caller sends is the body before the schema's transforms: the server parses it the same way.
      await onSubmit(body);
      onClose();
    } catch (e) {
      // The request client has shown the server's message; the form stays open with the user's input. A row
      // changed by someone else since it was read (409) says so in the form too.
      if (e instanceof RequestError && e.status === 409) setConflict(e.message);
    } finally {
      setSaving(false);
    }
  };

  const item = (f: FieldDef): ReactNode => {
    const id = `${name}_${f.name}`;
    if (f.kind === 'display')
      return (
        <Form.Item key={f.name} label={f.label} htmlFor={id}>
          <Input id={id} value={f.value ?? String(initial?.[f.name] ?? '')} disabled />
        </Form.Item>
      );
    const max = maxLengthOf(schema.shape[f.name] as z.ZodType | undefined);
    return (
      <Form.Item key={f.name} name={f.name} label={f.label} rules={rulesFor(f)} validateFirst>
        {f.input ?? fieldInput(f, editing && Boolean(f.lockOnEdit), max, editing ? initial?.[rowKey] : undefined)}
      </Form.Item>
    );
  };

  const body = (
    <>
      {conflict && <Alert type="error" showIcon title={conflict} style={{ marginBottom: 16 }} />}
      <Form form={form} name={name} layout="vertical" requiredMark>
        {shown.map(item)}
      </Form>
    </>
  );
  const okText = props.okText ?? '确定';
  if (props.drawer)
    return (
      <Drawer
        open={open}
        title={title}
        onClose={onClose}
        size={props.width ?? 480}
        destroyOnHidden
        footer={
          <Space style={{ float: 'right' }}>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={saving} onClick={submit}>
              {okText}
            </Button>
          </Space>
        }
      >
        {body}
      </Drawer>
    );
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={okText}
      cancelText="取消"
      width={props.width ?? 560}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
