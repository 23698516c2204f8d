import { WORDS } from '@console/contract/words';
import { Alert, Button, Col, Drawer, Form, Input, Modal, Row, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { SchemaRef } from '@console/contract/endpoint';
import { type CSSProperties, cloneElement, type ReactElement, type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FieldDef, fieldInput, fromForm, maxLengthOf, REGION_KEYS, toForm } from './form-fields.tsx';
import type { ShownOnce } from './form-values.ts';
import { RequestError } from './request.ts';

export { type FieldDef, fromForm, type Option, REGION_KEYS, type RegionOption, type TreeOption, toForm } from './form-fields.tsx';

/**
 * A modal form whose validation is the contract's zod schema: each field is checked by its own schema
 * (so the messages are the contract's Chinese ones), and the whole object once more on submit (cross-field
 * rules such as "生效日期不能晚于失效日期" land on the field the schema names).
 */
type AnyObject = z.ZodObject<z.ZodRawShape>;
/** A body schema: given, or named by a descriptor (`api.add.input`), whose module then loads with the form. */
export type FormSchema = AnyObject | SchemaRef;

export type ModalFormProps = {
  open: boolean;
  title: string;
  /** What is sent: the add or the update body. */
  schema: FormSchema;
  /** Where each field's rules come from (default `schema`); the add body's, so an edit marks the same fields required. */
  rules?: FormSchema;
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
  /** Fields side by side in two columns (a field with `span: 'full'` takes the row). */
  columns?: 1 | 2;
  /** The form's values → the body sent, when the call wants another shape. */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Shown once the call succeeded, with a 关闭 button, instead of closing (e.g. a password issued once). */
  result?: ShownOnce;
};

/** Kinds that are shown but never part of the body. */
const UNSENT = new Set<FieldDef['kind']>(['display', 'note']);

const isRef = (s: FormSchema): s is SchemaRef => typeof (s as SchemaRef).load === 'function';
/** The schema itself; a descriptor's is loaded first (the form waits for it, nothing else does). */
function useSchema(s: FormSchema): AnyObject;
function useSchema(s: FormSchema | undefined): AnyObject | undefined;
function useSchema(s: FormSchema | undefined) {
  if (!s || !isRef(s)) return s;
  return use(s.load()) as AnyObject;
}

export function ModalForm(props: ModalFormProps) {
  return (
    <Suspense fallback={null}>
      <SchemaModalForm {...props} />
    </Suspense>
  );
}

function SchemaModalForm(props: ModalFormProps) {
  const { open, title, fields, initial, onSubmit, onClose, rowKey = 'id', name = 'modal-form' } = props;
  const schema = useSchema(props.schema);
  const rulesSchema = useSchema(props.rules);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [done, setDone] = useState<ReactNode>(null);
  const editing = Boolean(initial && rowKey in initial);
  const shown = fields.filter((f) => !(editing && f.addOnly));
  const rules = rulesSchema ?? schema;

  // The fields may be declared inline (a new array each render): only opening or another row resets the form.
  const latestFields = useRef(fields);
  latestFields.current = fields;
  useEffect(() => {
    if (!open) return;
    setConflict(null);
    setDone(null);
    form.resetFields();
    const values: Record<string, unknown> = {};
    for (const f of latestFields.current) {
      if (UNSENT.has(f.kind) || f.kind === 'hidden') continue;
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
      if (UNSENT.has(f.kind)) continue;
      if (f.kind === 'hidden') {
        body[f.name] = f.generate?.();
        continue;
      }
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
    const sent = props.toBody ? props.toBody(body) : body;
    const parsed = schema.safeParse(sent);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: String(i.path[0] ?? shown[0].name), errors: [i.message] })));
      return;
    }
    setSaving(true);
    setConflict(null);
    try {
      // What the caller sends is the body before the schema's transforms: the server parses it the same way.
      await onSubmit(sent);
      const shown = props.result;
      if (shown)
        setDone(
          <Alert
            type="success"
            showIcon
            title={
              <>
                {shown.label}：
                <Typography.Text copyable code>
                  {String(sent[shown.field])}
                </Typography.Text>
              </>
            }
            description={shown.hint}
          />,
        );
      else onClose();
    } catch (e) {
      // The request client has shown the server's message; the form stays open with the user's input. A row
      // changed by someone else since it was read (409) says so in the form too.
      if (e instanceof RequestError && e.status === 409) setConflict(e.message);
    } finally {
      setSaving(false);
    }
  };

  const item = (f: FieldDef): ReactNode => {
    if (f.kind === 'hidden') return null;
    if (f.kind === 'note') return <p key={f.name}>{f.value}</p>;
    if (f.kind === 'checkbox')
      return (
        <Form.Item key={f.name} name={f.name} valuePropName="checked">
          {fieldInput(f, false)}
        </Form.Item>
      );
    if (f.disabledBy)
      return (
        <Form.Item key={f.name} noStyle dependencies={[f.disabledBy]}>
          {() => field(f, Boolean(form.getFieldValue(f.disabledBy)))}
        </Form.Item>
      );
    return field(f, editing && Boolean(f.lockOnEdit));
  };
  const field = (f: FieldDef, disabled: boolean): ReactNode => {
    const id = `${name}_${f.name}`;
    if (f.kind === 'display')
      return (
        <Form.Item key={f.name} label={f.label} htmlFor={id}>
          <Input id={id} value={f.value ?? String(initial?.[f.name] ?? '')} disabled />
        </Form.Item>
      );
    const max = maxLengthOf(schema.shape[f.name] as z.ZodType | undefined);
    const control = f.input ?? fieldInput(f, disabled, max, editing ? initial?.[rowKey] : undefined);
    if (f.suffix)
      return (
        <Form.Item key={f.name} label={f.label} htmlFor={id} required={rulesFor(f).some((r) => 'required' in r && r.required)}>
          <Space>
            <Form.Item name={f.name} rules={rulesFor(f)} validateFirst noStyle>
              {cloneElement(control as ReactElement<{ style?: CSSProperties }>, { style: { width: 240 } })}
            </Form.Item>
            <Form.Item noStyle dependencies={[f.name]}>
              {() => f.suffix?.(form.getFieldValue(f.name))}
            </Form.Item>
          </Space>
        </Form.Item>
      );
    return (
      <Form.Item key={f.name} name={f.name} label={f.label} rules={rulesFor(f)} validateFirst>
        {control}
      </Form.Item>
    );
  };

  const body = (
    <>
      {conflict && <Alert type="error" showIcon title={conflict} style={{ marginBottom: 16 }} />}
      <Form form={form} name={name} layout="vertical" requiredMark hidden={done !== null}>
        {props.columns === 2 ? (
          <Row gutter={16}>
            {shown.map((f) => (
              <Col key={f.name} span={f.span === 'full' || f.kind === 'note' || f.kind === 'checkbox' ? 24 : 12}>
                {item(f)}
              </Col>
            ))}
          </Row>
        ) : (
          shown.map(item)
        )}
      </Form>
      {done}
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
            <Button onClick={onClose}>{WORDS.cancel}</Button>
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
      onOk={done === null ? submit : onClose}
      confirmLoading={saving}
      okText={done === null ? okText : WORDS.close}
      cancelText={WORDS.cancel}
      cancelButtonProps={done === null ? undefined : { style: { display: 'none' } }}
      width={props.width ?? 560}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
