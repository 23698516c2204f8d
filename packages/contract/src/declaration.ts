import type { Endpoint, PermissionKey } from './endpoint.ts';
import type { ScopeDimension } from './api/permissions.ts';

/**
 * One declaration per resource (issue 26): its fields once — label, kind and where each appears — its scope
 * columns, its state machine and its page. Zod-free like the endpoint descriptors, so a page reads it before
 * any schema loads. Every layer derives from it: the server its list rows, export columns, audit labels and
 * the check-and-set of each transition; the client its columns, search form, detail, status tags and which
 * row actions are enabled. A label written here is written nowhere else.
 */

/**
 * What a field holds; it decides format, alignment and column width everywhere. `money` is integer cents,
 * `datetime` the API's `YYYY-MM-DD HH:mm:ss`, `enum` a value of `options`, `ref` a code of another resource.
 */
export type FieldKind = 'text' | 'code' | 'longtext' | 'phone' | 'money' | 'quantity' | 'number' | 'datetime' | 'date' | 'enum' | 'ref';

/** Where a field appears: list column, search filter, add/edit form, detail, export column, audit label. */
export type Place = 'list' | 'filter' | 'form' | 'detail' | 'export' | 'audit';

export type EnumOption = { readonly value: number | string; readonly label: string; readonly color?: string };

export type FieldDecl = {
  readonly label: string;
  readonly kind: FieldKind;
  readonly in: readonly Place[];
  /** `enum`: the values and their labels (and tag colours). */
  readonly options?: readonly EnumOption[];
  /** `ref`: the resource whose code the field holds (its name is shown beside or instead of the code). */
  readonly ref?: string;
  /** The row field that holds the referenced row's name, when the list answers it (`retName` for `retCode`). */
  readonly nameField?: string;
  /** A column width other than the kind's. */
  readonly width?: number;
  /**
   * A cell shown otherwise than its kind shows it: a count without its thousands grouped (`grouped: false`), an
   * empty value as `empty` rather than —. The document lists that show their counts and blanks as they come say so.
   */
  readonly cell?: { readonly grouped?: false; readonly empty?: string };
  /** A `datetime` / `date` filter's two bounds, when not `startTime` / `endTime`. */
  readonly range?: readonly [string, string];
  /** The table column that holds it, when not the field's name (`createTime` is `createdAt` by convention). */
  readonly column?: string;
  /** Set when the row is added and never changed after (a code other rows point at): shown locked when editing. */
  readonly fixed?: boolean;
};

export type StateDecl = { readonly label: string; readonly color: string };

export type TransitionDecl<S extends number = number> = {
  /** The statuses it may start from (the check-and-set's `where status in (from)`). */
  readonly from: readonly S[];
  readonly to: S;
  /** The key that allows it; the button shows only with it. */
  readonly permission: PermissionKey;
  /** The verb, in messages (不能审核) and on the button. */
  readonly label: string;
};

/** An action that leaves the status as it is but is allowed only in some statuses (an address edit before shipping). */
export type GuardDecl<S extends number = number> = {
  readonly in: readonly S[];
  readonly permission: PermissionKey;
  readonly label: string;
};

export type MachineDecl<S extends number = number> = {
  /** The row field holding the status. */
  readonly field: string;
  readonly states: Readonly<Record<S, StateDecl>>;
  readonly transitions: Readonly<Record<string, TransitionDecl<S>>>;
  readonly guards?: Readonly<Record<string, GuardDecl<S>>>;
};

/**
 * A scope dimension is either a row field that carries it, or the reason it does not apply to the resource
 * (`{ none: '…' }`). A dimension left out means the resource cannot be filtered by it: a user limited in it
 * sees none of its rows (fail closed).
 */
export type ScopeDecl = Partial<Record<ScopeDimension, string | { readonly none: string }>>;

export type PageDecl = {
  /** The menu key: the page name of the permission keys (`orderList`). */
  readonly menu: string;
  /** The route below the app's base (`/order/list`). */
  readonly path: string;
  readonly title: string;
};

export type Declaration = {
  /** The area's kebab-case name (module folder, contract file, feature folder, query key root). */
  readonly name: string;
  /** What one row is called (订单): in titles and messages. */
  readonly label: string;
  readonly endpoints: Readonly<Record<string, Endpoint>>;
  readonly fields: Readonly<Record<string, FieldDecl>>;
  readonly scope: ScopeDecl;
  readonly machine?: MachineDecl;
  readonly page?: PageDecl;
};

/**
 * Declares a resource's fields on their own: the zod schemas derived from them (its row, its filters) cannot
 * name the whole declaration, whose endpoints name those schemas.
 */
export const fields = <const F extends Readonly<Record<string, FieldDecl>>>(f: F): F => f;

/** Declares a state machine on its own (its resource's whole declaration comes later). */
export const machine = <const M extends MachineDecl>(m: M): M => m;

const declared: Declaration[] = [];
/** Every resource declared so far (the server registers a declared page's list as its export by default). */
export const declarations = (): readonly Declaration[] => declared;
/** The declaration whose endpoints are `endpoints` (an area's descriptor), if one names them. */
export const declarationOf = (endpoints: object): Declaration | undefined => declared.find((d) => d.endpoints === endpoints);

/** Declares a resource; fails at load on a field placed nowhere or an enum without options. */
export function declare<const D extends Declaration>(d: D): D {
  for (const [name, f] of Object.entries(d.fields)) {
    if (!f.in.length) throw new Error(`${d.name}.${name}: placed nowhere`);
    if (f.kind === 'enum' && !f.options?.length) throw new Error(`${d.name}.${name}: an enum needs options`);
    if (f.kind === 'ref' && !f.ref) throw new Error(`${d.name}.${name}: a ref names its resource`);
  }
  if (d.machine && !(d.machine.field in d.fields)) throw new Error(`${d.name}: the machine's field ${d.machine.field} is not declared`);
  declared.push(d);
  return d;
}

export type Placed = FieldDecl & { readonly name: string };

/** The fields shown in one place, in declaration order. */
export const fieldsIn = (d: Pick<Declaration, 'fields'>, place: Place): Placed[] =>
  Object.entries(d.fields)
    .filter(([, f]) => f.in.includes(place))
    .map(([name, f]) => ({ ...f, name }));

/** A list's export columns: the fields placed in 'export', else (a list declared without them) its list fields. */
export const exportFields = (d: Pick<Declaration, 'fields'>): Placed[] => {
  const placed = fieldsIn(d, 'export');
  return placed.length ? placed : fieldsIn(d, 'list');
};

/** A field's header in an export file: its label, money with its unit (the page shows ¥ in the cell, the file a plain number). */
export const exportHeader = (f: Pick<FieldDecl, 'kind' | 'label'>) => (f.kind === 'money' ? `${f.label}（元）` : f.label);

/** Field name → label of the fields in one place (the audit's and the export's headers). */
export const labelsIn = (d: Pick<Declaration, 'fields'>, place: Place): Record<string, string> =>
  Object.fromEntries(fieldsIn(d, place).map((f) => [f.name, f.label]));

/** The fields a list row carries: what the list shows, filters on (the codes behind a name) or exports. */
export const rowFields = (d: Pick<Declaration, 'fields'>): Placed[] =>
  Object.entries(d.fields)
    .filter(([, f]) => f.in.some((p) => p === 'list' || p === 'filter' || p === 'export'))
    .map(([name, f]) => ({ ...f, name }));

/** A date filter's two bounds in the list query. */
export const rangeOf = (f: Pick<FieldDecl, 'range'>): readonly [string, string] => f.range ?? ['startTime', 'endTime'];

/** The label of an enum value (the value itself when it is not declared). */
export function optionLabel(f: Pick<FieldDecl, 'options'>, value: unknown): string {
  const o = f.options?.find((x) => x.value === value);
  return o ? o.label : value == null ? '' : String(value);
}

/** The name and colour of a status of the machine. */
export function stateOf(m: MachineDecl, status: number): StateDecl {
  return (m.states as Record<number, StateDecl>)[status] ?? { label: String(status), color: 'default' };
}

/** The statuses a transition starts from, or a guarded action is allowed in. */
export function allowedFrom(m: MachineDecl, action: string): readonly number[] {
  const from = m.transitions[action]?.from ?? m.guards?.[action]?.in;
  if (!from) throw new Error(`unknown transition or action ${action}`);
  return from;
}

/** The key that allows a transition or guarded action. */
export function permissionOf(m: MachineDecl, action: string): PermissionKey {
  const key = m.transitions[action]?.permission ?? m.guards?.[action]?.permission;
  if (!key) throw new Error(`unknown transition or action ${action}`);
  return key;
}

/** Whether a row in `status` may take the transition or action: the one rule the server's check-and-set and the buttons share. */
export const can = (m: MachineDecl, action: string, status: number): boolean => allowedFrom(m, action).includes(status);

/** Statuses in declaration order, as select options with their tag colours. */
export const stateOptions = (states: MachineDecl['states']): { value: number; label: string; color: string }[] =>
  Object.entries(states as Record<string, StateDecl>).map(([v, s]) => ({ value: Number(v), label: s.label, color: s.color }));
