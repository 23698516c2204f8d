// Field definitions and the value conversions of forms: plain data, no controls, so that code that only
// needs these (the search form, pages) does not load every kind of input (form-fields.tsx).
import dayjs, { type Dayjs } from 'dayjs';
import { zhDayjs } from './dayjs-zh.ts';
import type { ReactNode } from 'react';
import type { Endpoint } from '@console/contract/endpoint';
import { centsToYuan, yuanToCents } from '@console/contract/money';
import type { Choices } from './choices.tsx';

export type Option = { value: string | number; label: string; disabled?: boolean };
export type TreeOption = { value: string | number; title: string; children?: TreeOption[]; disabled?: boolean };
export type RegionOption = { value: string; label: string; children?: RegionOption[] };
export { REGION_KEYS } from './region-keys.ts';

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
    | 'display'
    /** A paragraph of text (`value`), never sent. */
    | 'note'
    /** Not shown; its value is made by `generate` when the form is sent (e.g. a new random password). */
    | 'hidden'
    | 'checkbox'
    /** Formatted text as HTML (the editor loads when the form first opens). */
    | 'richtext'
    /** One of `icons` by name. */
    | 'icon';
  options?: Choices<readonly Option[]>;
  /** The choices of a 'tree' (one value) or 'checktree' (several, sent with their ancestors) field. */
  tree?: Choices<TreeOption[]>;
  /** 'checktree': a root node with this title over the tree; never sent. */
  treeRoot?: string;
  /** 'tree' as a parent picker: the edited row and everything below it are not offered. */
  notSelf?: boolean;
  /** The region tree of a 'region' field. */
  regions?: Choices<RegionOption[]>;
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
  /** In a two-column form: across both columns. */
  span?: 'full';
  /** Shown beside the control, from its current value (e.g. a tag for a special choice). */
  suffix?: (value: unknown) => ReactNode;
  /** 'hidden': makes the value sent. */
  generate?: () => unknown;
  /** Disabled while this other (checkbox) field is checked. */
  disabledBy?: string;
  /** 'icon': the icons offered, by name. */
  icons?: { names: readonly string[]; render: (name: string) => ReactNode };
  /** 'select' / 'multiselect' over a long server list: the first page, searched on the server past it. */
  remote?: RemoteChoices;
};

/** Choices read from a paged list call (e.g. shops): `search` turns the typed text into the list's filters. */
export type RemoteChoices = {
  area: string;
  api: { queryList: Endpoint };
  value: string;
  label: string;
  pageSize: number;
  search: (text: string) => Record<string, unknown>;
};

/** A value of the sent body shown once after success, with a hint (e.g. a password the server will not tell again). */
export type ShownOnce = { field: string; label: string; hint: string };

export { randomSecret } from './random-secret.ts';

/** Form value → the value the schema expects. */
export function fromForm(f: Pick<FieldDef, 'kind' | 'csv'> | FieldDef['kind'], v: unknown): unknown {
  const { kind, csv } = typeof f === 'object' ? f : { kind: f, csv: false };
  if (csv) return Array.isArray(v) ? v.join(',') : v;
  if (kind === 'date') return dayjs.isDayjs(v) ? (v as Dayjs).format('YYYY-MM-DD') : v;
  if (kind === 'money') {
    if (v === null || v === undefined || v === '') return undefined;
    // Not money: NaN, which the schema refuses with its own message.
    return yuanToCents(String(v)) ?? Number.NaN;
  }
  if (v === null) return undefined;
  return v;
}

/** Stored value → what the input shows. */
export function toForm(f: Pick<FieldDef, 'kind' | 'csv'> | FieldDef['kind'], v: unknown): unknown {
  const { kind, csv } = typeof f === 'object' ? f : { kind: f, csv: false };
  if (csv) return typeof v === 'string' ? v.split(',').filter(Boolean) : v;
  if (kind === 'date') return typeof v === 'string' && v ? zhDayjs(v) : undefined;
  if (kind === 'money') return typeof v === 'number' ? centsToYuan(v) : undefined;
  return v;
}
