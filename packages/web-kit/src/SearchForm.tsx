import { Button, Form, Select, Space } from 'antd';
// The plain input: antd's `Input` also carries TextArea, Password, Search and OTP (~5 KiB brotli), which no
// filter uses and which would otherwise load with every list.
import Input from 'antd/es/input/Input';
import type { Dayjs } from 'dayjs';
import { lazy, memo, Suspense } from 'react';
import type { RegionOption } from './form-values.ts';
import { REGION_KEYS } from './region-keys.ts';

// Most lists have no region filter: the cascader loads only with a form that shows one.
const RegionCascader = lazy(async () => ({ default: (await import('./region-cascader.tsx')).RegionCascader }));

const LazyRangePicker = lazy(async () => ({ default: (await import('./range-picker.tsx')).RangePicker }));
function RangeSearch(props: { value?: unknown; onChange?: (v: unknown) => void }) {
  return (
    <Suspense fallback={<Input style={{ width: 360 }} disabled />}>
      <LazyRangePicker {...props} />
    </Suspense>
  );
}

/** Form.Item hands its value and onChange to its direct child: this child passes them on to the lazy cascader. */
function RegionSearch(props: { id?: string; options?: RegionOption[]; value?: string[]; onChange?: (v: unknown) => void }) {
  return (
    <Suspense fallback={<Input style={{ width: 240 }} placeholder="省/市/区县" disabled />}>
      <RegionCascader {...props} />
    </Suspense>
  );
}

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

export type SearchField = {
  name: string;
  label: string;
  /** 'range': a date-time range sent as `startTime` / `endTime` ('YYYY-MM-DD HH:mm:ss'), or as `range` names. */
  kind?: 'text' | 'select' | 'region' | 'range';
  range?: readonly [string, string];
  placeholder?: string;
  options?: readonly { value: string | number; label: string }[];
  /** 'region': a cascader that filters by provinceCode, cityCode or districtCode, as deep as chosen. */
  regions?: RegionOption[];
};

/**
 * The values of `names` the address's query string gives, as the search form holds them: a select's option value
 * (`?status=4` → 4), a text as written; anything else, or a value no option has, is left out.
 */
export function linkedSearch(fields: SearchField[], names?: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!names?.length) return out;
  const query = new URLSearchParams(window.location.search);
  for (const name of names) {
    const text = query.get(name);
    const field = fields.find((f) => f.name === name);
    if (text === null || !field) continue;
    if (field.kind === 'select') {
      const option = field.options?.find((o) => String(o.value) === text);
      if (option) out[name] = option.value;
    } else if (!field.kind || field.kind === 'text') out[name] = text;
  }
  return out;
}

type SearchFormProps = {
  fields: SearchField[];
  onSearch: (filters: Record<string, unknown>) => void;
  /** The form's name (input ids are `<name>_<field>`). */
  name?: string;
  /** Filters already applied when the form first shows (a link's). */
  initialValues?: Record<string, unknown>;
};

const sameList = <T,>(a: readonly T[] | undefined, b: readonly T[] | undefined, same: (x: T, y: T) => boolean) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((x, i) => same(x, b[i])));

const sameField = (a: SearchField, b: SearchField) =>
  a.name === b.name &&
  a.label === b.label &&
  a.kind === b.kind &&
  a.placeholder === b.placeholder &&
  a.regions === b.regions &&
  sameList(a.range, b.range, Object.is) &&
  sameList(a.options, b.options, (x, y) => x.value === y.value && x.label === y.label);

/**
 * Pages build their filters anew on each render (`declaredSearch(...)` with options of the moment), and the list
 * renders again when its rows arrive: the form, its selects and their options are drawn again only when what
 * they show changes.
 */
const sameProps = (a: SearchFormProps, b: SearchFormProps) =>
  a.onSearch === b.onSearch && a.name === b.name && a.initialValues === b.initialValues && sameList(a.fields, b.fields, sameField);

/** Filters row with 查询 and 重置; answers only the filled filters (blank means "no filter"). */
export const SearchForm = memo(function SearchForm({ fields, onSearch, name = 'search-form', initialValues }: SearchFormProps) {
  const [form] = Form.useForm();
  const submit = (values: Record<string, unknown>) => {
    const filters: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined || v === null || v === '') continue;
      const field = fields.find((f) => f.name === k);
      if (field?.kind === 'range' && Array.isArray(v)) {
        const [from, to] = field.range ?? ['startTime', 'endTime'];
        filters[from] = (v[0] as Dayjs).format(DATE_TIME);
        filters[to] = (v[1] as Dayjs).format(DATE_TIME);
      } else if (field?.kind === 'region' && Array.isArray(v)) {
        v.forEach((code, i) => {
          filters[REGION_KEYS[i]] = code;
        });
      } else filters[k] = v;
    }
    onSearch(filters);
  };
  return (
    <Form form={form} name={name} layout="inline" initialValues={initialValues} onFinish={submit} style={{ marginBottom: 16, rowGap: 12 }}>
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label}>
          {f.kind === 'region' ? (
            <RegionSearch options={f.regions} />
          ) : f.kind === 'range' ? (
            <RangeSearch />
          ) : f.kind === 'select' ? (
            <Select
              style={{ width: 160 }}
              options={f.options && [...f.options]}
              placeholder="全部"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
            />
          ) : (
            <Input style={{ width: 180 }} placeholder={f.placeholder ?? `请输入${f.label}`} allowClear />
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
}, sameProps);
