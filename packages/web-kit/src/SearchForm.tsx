import { Button, Select, Space, theme } from 'antd';
// The plain input: antd's `Input` also carries TextArea, Password, Search and OTP (~5 KiB brotli), which no
// filter uses and which would otherwise load with every list.
import Input from 'antd/es/input/Input';
import type { Dayjs } from 'dayjs';
import { lazy, memo, Suspense, useState } from 'react';
import { type Choices, withChoices } from './choices.tsx';
import type { RegionOption } from './form-values.ts';
import { REGION_KEYS } from './region-keys.ts';

// Most lists have no region filter: the cascader loads only with a form that shows one.
const RegionCascader = lazy(async () => ({ default: (await import('./region-cascader.tsx')).RegionCascader }));

const LazyRangePicker = lazy(async () => ({ default: (await import('./range-picker.tsx')).RangePicker }));
function RangeSearch(props: { id?: string; value?: unknown; onChange?: (v: unknown) => void }) {
  return (
    <Suspense fallback={<Input style={{ width: 360 }} disabled />}>
      <LazyRangePicker {...props} />
    </Suspense>
  );
}

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
  options?: Choices<readonly { value: string | number; label: string }[]>;
  /** 'region': a cascader that filters by provinceCode, cityCode or districtCode, as deep as chosen. */
  regions?: Choices<RegionOption[]>;
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
    // Choices read by a hook are not known yet as the list first opens: such a filter is left out.
    if (field.kind === 'select' && typeof field.options !== 'function') {
      const option = field.options?.find((o) => String(o.value) === text);
      if (option) out[name] = option.value;
    } else if (!field.kind || field.kind === 'text') out[name] = text;
  }
  return out;
}

/** What the filled filters ask for (blank means "no filter"): a range as its two ends, a region by its depth's keys. */
function filtersOf(fields: SearchField[], values: Record<string, unknown>): Record<string, unknown> {
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
  return filters;
}

type SearchFormProps = {
  fields: SearchField[];
  onSearch: (filters: Record<string, unknown>) => void;
  /** The form's id; input ids are `<name>_<field>`, each field's label points at its input. */
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
  (typeof a.options === 'function' || typeof b.options === 'function'
    ? a.options === b.options
    : sameList(a.options, b.options, (x, y) => x.value === y.value && x.label === y.label));

/**
 * Pages build their filters anew on each render (`declaredSearch(...)` with options of the moment), and the list
 * renders again when its rows arrive: the form, its selects and their options are drawn again only when what
 * they show changes.
 */
const sameProps = (a: SearchFormProps, b: SearchFormProps) =>
  a.onSearch === b.onSearch && a.name === b.name && a.initialValues === b.initialValues && sameList(a.fields, b.fields, sameField);

/**
 * Filters row with 查询 and 重置; answers only the filled filters. A form of its own rather than antd's Form
 * (~14 KiB brotli, issue 31): a list's first paint needs labelled inputs in a row and Enter to search, none of
 * Form's rules, messages or field store. Edit dialogs keep antd's Form, loaded with the dialog.
 */
export const SearchForm = memo(function SearchForm({ fields, onSearch, name = 'search-form', initialValues }: SearchFormProps) {
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...initialValues }));
  const { token } = theme.useToken();
  const set = (field: string, value: unknown) => setValues((old) => ({ ...old, [field]: value }));
  // antd's inline form item: the label in the heading colour, a colon, the input, 16 px to the next.
  const labelStyle = { color: token.colorTextHeading, fontSize: token.fontSize, whiteSpace: 'nowrap' as const };
  return (
    <form
      id={name}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(filtersOf(fields, values));
      }}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 16, rowGap: 12, marginBottom: 16 }}
    >
      {fields.map((f) => {
        const id = `${name}_${f.name}`;
        const value = values[f.name];
        return (
          <div key={f.name} style={{ display: 'flex', alignItems: 'center', minHeight: token.controlHeight }}>
            <label htmlFor={id} style={labelStyle}>
              {f.label}
            </label>
            <span aria-hidden style={{ ...labelStyle, marginInline: '2px 8px' }}>
              :
            </span>
            {f.kind === 'region' ? (
              withChoices(f.regions, (regions) => (
                <RegionSearch id={id} options={regions} value={value as string[] | undefined} onChange={(v) => set(f.name, v)} />
              ))
            ) : f.kind === 'range' ? (
              <RangeSearch id={id} value={value} onChange={(v) => set(f.name, v)} />
            ) : f.kind === 'select' ? (
              withChoices(f.options, (options) => (
                <Select
                  id={id}
                  style={{ width: 160 }}
                  value={value}
                  onChange={(v) => set(f.name, v)}
                  options={options && [...options]}
                  placeholder="全部"
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                />
              ))
            ) : (
              <Input
                id={id}
                style={{ width: 180 }}
                value={(value as string | undefined) ?? ''}
                onChange={(e) => set(f.name, e.target.value)}
                placeholder={f.placeholder ?? `请输入${f.label}`}
                allowClear
              />
            )}
          </div>
        );
      })}
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button
          onClick={() => {
            setValues({});
            onSearch({});
          }}
        >
          重置
        </Button>
      </Space>
    </form>
  );
}, sameProps);
