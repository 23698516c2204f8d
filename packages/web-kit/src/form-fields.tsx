import { Cascader, DatePicker, Input, InputNumber, Radio, Select, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { CheckTree } from './CheckTree.tsx';

export type Option = { value: string | number; label: string; disabled?: boolean };
export type TreeOption = { value: string | number; title: string; children?: TreeOption[]; disabled?: boolean };
export type RegionOption = { value: string; label: string; children?: RegionOption[] };
/** A 'region' field edits these three keys of the body with one province > city > district cascader. */
export const REGION_KEYS = ['provinceCode', 'cityCode', 'districtCode'] as const;

export type FieldDef = {
  name: string;
  label: string;
  kind?:
    | 'text'
    | 'password'
    | 'textarea'
    | 'number'
    | 'select'
    | 'multiselect'
    | 'radio'
    | 'tree'
    | 'checktree'
    | 'status'
    | 'date'
    | 'money'
    | 'tags'
    | 'region'
    | 'display';
  options?: Option[];
  /** The choices of a 'tree' (one value) or 'checktree' (several, sent with their ancestors) field. */
  tree?: TreeOption[];
  /** 'checktree': a root node with this title over the tree; never sent. */
  treeRoot?: string;
  /** 'tree' as a parent picker: the edited row and everything below it are not offered. */
  notSelf?: boolean;
  /** The region tree of a 'region' field. */
  regions?: RegionOption[];
  placeholder?: string;
  /** Shown but not editable when editing (e.g. codes). */
  lockOnEdit?: boolean;
  /** Asked for when adding only (e.g. a password); neither shown nor sent when editing. */
  addOnly?: boolean;
  /** A multi-select whose value travels comma-joined ("A,B"). */
  csv?: boolean;
  /** 'display': the text shown (never sent). */
  value?: string;
  /** A control of the page's own (it receives id, value and onChange), instead of the kind's. */
  input?: ReactNode;
  span?: 'full';
};

/** Form value → the value the schema expects. */
export function fromForm(f: Pick<FieldDef, 'kind' | 'csv'> | FieldDef['kind'], v: unknown): unknown {
  const { kind, csv } = typeof f === 'object' ? f : { kind: f, csv: false };
  if (csv) return Array.isArray(v) ? v.join(',') : v;
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
export function toForm(f: Pick<FieldDef, 'kind' | 'csv'> | FieldDef['kind'], v: unknown): unknown {
  const { kind, csv } = typeof f === 'object' ? f : { kind: f, csv: false };
  if (csv) return typeof v === 'string' ? v.split(',').filter(Boolean) : v;
  if (kind === 'date') return typeof v === 'string' && v ? dayjs(v) : undefined;
  if (kind === 'money') return typeof v === 'number' ? `${Math.trunc(v / 100)}.${String(v % 100).padStart(2, '0')}` : undefined;
  return v;
}

/** The longest text a field's schema allows, when it says (so the input stops there and counts down). */
export function maxLengthOf(schema: z.ZodType | undefined): number | undefined {
  const max = (schema as { maxLength?: number | null } | undefined)?.maxLength;
  return typeof max === 'number' && max < 100_000 ? max : undefined;
}

/** The tree without the node `self` and what lies below it. */
export function withoutNode(tree: TreeOption[] | undefined, self: unknown): TreeOption[] | undefined {
  if (!tree || self === undefined) return tree;
  return tree.filter((n) => n.value !== self).map((n) => (n.children ? { ...n, children: withoutNode(n.children, self) } : n));
}

/** The control of one field. */
export function fieldInput(f: FieldDef, disabled: boolean, max?: number, self?: unknown): ReactNode {
  const ph = f.placeholder;
  const choose = ph ?? `请选择${f.label}`;
  const type = ph ?? `请输入${f.label}`;
  switch (f.kind) {
    case 'password':
      return <Input.Password placeholder={type} disabled={disabled} maxLength={max} autoComplete="new-password" />;
    case 'textarea':
      return (
        <Input.TextArea
          rows={3}
          placeholder={type}
          disabled={disabled}
          maxLength={max}
          showCount={max ? { formatter: ({ count, maxLength = max }) => `还可输入 ${maxLength - count} 字` } : true}
        />
      );
    case 'number':
      return <InputNumber style={{ width: '100%' }} placeholder={type} disabled={disabled} />;
    case 'money':
      return <Input prefix="¥" placeholder={ph ?? '单位：元，最多两位小数'} disabled={disabled} />;
    case 'select':
    case 'multiselect':
      return (
        <Select
          mode={f.kind === 'multiselect' ? 'multiple' : undefined}
          options={f.options}
          placeholder={choose}
          disabled={disabled}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
        />
      );
    case 'radio':
      return <Radio.Group options={f.options} disabled={disabled} />;
    case 'tags':
      return <Select mode="tags" placeholder={ph ?? `输入后回车添加${f.label}`} disabled={disabled} open={false} />;
    case 'tree':
      return (
        <TreeSelect
          treeData={f.notSelf ? withoutNode(f.tree, self) : f.tree}
          placeholder={choose}
          disabled={disabled}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          allowClear
        />
      );
    case 'checktree':
      return <CheckTree tree={f.tree ?? []} root={f.treeRoot} />;
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
      return <Input placeholder={type} disabled={disabled} maxLength={max} allowClear />;
  }
}
