import { Button, Form, InputNumber, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { fieldInput } from './form-fields.tsx';
import { type FieldDef, fromForm, toForm } from './form-values.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

export type Line = { skuCode: string; quantity: number };
type Opt = { value: string; label: string };
/** A header field: any form field kind (money is shown in yuan and sent in cents, dates as YYYY-MM-DD). */
export type HeaderField = Pick<FieldDef, 'name' | 'label' | 'kind' | 'options' | 'placeholder'>;
/** The number each line carries beside its SKU (default: 数量). */
export type LineValue = { name: string; label: string; kind?: 'number' | 'money' };
const QUANTITY: LineValue = { name: 'quantity', label: COMMON_LABELS.quantity };

/**
 * A document with lines (purchase order, return): header fields and SKU × quantity rows, validated by the
 * contract schema on submit (its Chinese messages land on the field they name).
 */
export function LinesModal(props: {
  open: boolean;
  title: string;
  schema: z.ZodType;
  header: HeaderField[];
  skus: Opt[];
  initial?: Record<string, unknown>;
  /** The SKUs are given (receive dialog): only quantities change, lines may be dropped. */
  fixedSkus?: boolean;
  lineValue?: LineValue;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (props.open) {
      form.resetFields();
      form.setFieldsValue(props.initial ?? { lines: [{}] });
    }
  }, [props.open, props.initial, form]);
  const submit = async () => {
    const raw = { ...props.initial, ...form.getFieldsValue(true) } as Record<string, unknown>;
    const each = props.lineValue ?? QUANTITY;
    const values = {
      ...raw,
      ...Object.fromEntries(props.header.map((f) => [f.name, fromForm(f, raw[f.name])])),
      lines: ((raw.lines ?? []) as Record<string, unknown>[]).map((l) => ({ ...l, [each.name]: fromForm(each.kind, l?.[each.name]) })),
    };
    const parsed = props.schema.safeParse(values);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: i.path.length ? (i.path as (string | number)[]) : ['lines'], errors: [i.message] })),
      );
      return;
    }
    setSaving(true);
    try {
      await props.onSubmit(parsed.data as Record<string, unknown>);
      props.onClose();
    } catch {
      // the request client showed the server's message; the dialog stays open for a fix
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={props.open} title={props.title} width={720} onCancel={props.onClose} onOk={submit} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" name="lines-form">
        {props.header.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label}>
            {fieldInput(f, false)}
          </Form.Item>
        ))}
        <Form.Item label={COMMON_LABELS.lines} name="lines" style={{ marginBottom: 0 }}>
          <Form.List name="lines">
            {(rows, { add, remove }) => (
              <>
                {rows.map((r) => (
                  <Space key={r.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[r.name, 'skuCode']} style={{ width: 420 }}>
                      <Select
                        options={props.skus}
                        showSearch={{ optionFilterProp: 'label' }}
                        placeholder="请选择SKU"
                        disabled={props.fixedSkus}
                        aria-label={COMMON_LABELS.sku}
                      />
                    </Form.Item>
                    <Form.Item name={[r.name, (props.lineValue ?? QUANTITY).name]}>
                      <InputNumber
                        min={props.lineValue?.kind === 'money' ? 0 : 1}
                        step={props.lineValue?.kind === 'money' ? 0.01 : 1}
                        placeholder={(props.lineValue ?? QUANTITY).label}
                        aria-label={(props.lineValue ?? QUANTITY).label}
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                    <Button type="link" danger onClick={() => remove(r.name)}>
                      删除
                    </Button>
                  </Space>
                ))}
                {!props.fixedSkus && (
                  <Button type="dashed" onClick={() => add({})} block>
                    添加明细
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The dialog's values for a document being edited (its detail: id, the `updateTime` read, the header fields and
 * its lines as SKU × quantity); a new one's values as given.
 */
export function editValues(
  doc: Record<string, unknown> | null,
  header: HeaderField[],
  lineValue: LineValue = QUANTITY,
): Record<string, unknown> | undefined {
  if (!doc || !('id' in doc)) return doc ?? undefined;
  return {
    id: doc.id,
    updateTime: doc.updateTime,
    ...Object.fromEntries(header.map((f) => [f.name, toForm(f, doc[f.name])])),
    lines: ((doc.lines ?? []) as Record<string, unknown>[]).map((l) => ({
      skuCode: l.skuCode,
      [lineValue.name]: toForm(lineValue.kind, l[lineValue.name]),
    })),
  };
}
