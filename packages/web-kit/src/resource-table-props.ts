// What a ResourceTable is declared with: the resource, its columns, search, forms, row actions and variants.
import type { Declaration } from '@console/contract/declaration';
import type { Endpoint } from '@console/contract/endpoint';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Call } from './call.ts';
import type { FieldDef, ShownOnce } from './form-values.ts';
import type { ResourceEndpoints } from './resource-list.ts';
import type { DeleteConfirm } from './row-actions.tsx';
import type { SearchField } from './SearchForm.tsx';
import type { SideTreeSpec } from './side-tree.tsx';
import type { StatusSpec } from './status-column.tsx';

type Row = Record<string, unknown>;

/** A column; `search: true` also filters the list by it (a text filter named and labelled as the column). */
export type ResourceColumn<T> = TableColumnsType<T>[number] & { search?: true };

/** A row action's form: the button (shown with the call's key), its fields, and the call its body goes to. */
export type RowForm<T> = {
  button: string;
  call: Endpoint;
  /** The form's fields; as a function of the row (with what `load` added) when they depend on it. */
  fields: FieldDef[] | ((row: T) => FieldDef[]);
  title: (row: T) => string;
  /** Values read before the form opens (e.g. the row's stored settings), merged over the row. */
  load?: (row: T, call: Call) => Promise<Record<string, unknown>>;
  /** The form's values → the call's body, when they differ in shape. */
  toBody?: (values: Record<string, unknown>, row: T) => Record<string, unknown>;
  /** Shown in the form once the call succeeded, instead of closing it (e.g. a password issued once). */
  result?: ShownOnce;
  /**
   * Sends an `Idempotency-Key`, one per user action (`call`'s `idempotent`): a 确定 clicked again after a
   * failed or timed-out try reuses it, so the server does a money move once however often it is sent.
   */
  idempotent?: boolean;
  /** Fields side by side in this many columns. */
  columns?: 1 | 2;
  /** In a side drawer, with this OK text (e.g. a long tree and 提交). */
  drawer?: boolean;
  okText?: string;
  width?: number;
};

/** A whole declaration: its name is the area, its endpoints the calls, its fields the columns, search and forms. */
export type DeclaredResource = Pick<Declaration, 'fields' | 'label' | 'name' | 'page'> & { endpoints: ResourceEndpoints };

/** Where a list's rows come from: an area and its calls (with the declaration of its fields), or the declaration alone. */
export type ResourceSource =
  | {
      /** Area name: the query key root. */
      area: string;
      /** The contract's descriptors of its calls (`brandApi`): paths, bodies and the permission key of each button. */
      api: ResourceEndpoints;
      /**
       * The resource's declaration: its label, and the columns, search fields and form fields of its declared
       * fields (each labelled once there) wherever the page gives none of its own.
       */
      resource?: Pick<Declaration, 'fields' | 'label' | 'page'>;
    }
  | { area?: undefined; api?: undefined; resource: DeclaredResource };

export type ResourceTableProps<T extends Row> = ResourceTableBase<T> & ResourceSource;

export type ResourceTableBase<T extends Row> = {
  /** What one row is called in titles ("品牌" → 新增品牌 / 编辑品牌); default the declaration's. */
  label?: string;
  /** The field that identifies a row (default 'id'; users, roles, menus, departments: 'code'). */
  rowKey?: string;
  /**
   * Columns (default the declaration's 'list' fields); one with `key: 'status'` places the status switch
   * there (otherwise it comes last).
   */
  columns?: ResourceColumn<T>[];
  /** The 序号 column (default on). */
  index?: boolean;
  /** Filters (default the declaration's 'filter' fields), after those of columns marked `search`. */
  search?: SearchField[];
  /** Fixed filters (e.g. the node chosen in a tree), merged into every list call. */
  filters?: Record<string, unknown>;
  form?: {
    /**
     * The add and update bodies; by default the descriptor's `add` and `update` inputs, whose schemas (and zod)
     * then load with the form, not with the list.
     */
    create?: z.ZodObject<z.ZodRawShape>;
    update?: z.ZodObject<z.ZodRawShape>;
    /** Default the declaration's 'form' fields. */
    fields?: FieldDef[];
    defaults?: Record<string, unknown>;
    width?: number;
    /** Defaults as a function of the list's filters (e.g. the tree node chosen beside the list as the parent). */
    defaultsFrom?: (filters: Record<string, unknown>) => Record<string, unknown>;
    /** Row → form values when a row's shape differs from the form's (e.g. values as objects vs texts). */
    toInitial?: (row: T) => Record<string, unknown>;
  };
  /** Rows that may be edited (e.g. only enabled roles); default all. */
  canEdit?: (row: T) => boolean;
  /** Rows that may be deleted (e.g. by the resource's machine); default all. */
  canDelete?: (row: T) => boolean;
  /** How a delete is confirmed: a 提示 dialog naming the row by this field, or a pop-up with this title. */
  deleteConfirm?: DeleteConfirm;
  /** Row actions that open a form of their own and send it to their call (e.g. 修改密码, a role's 权限 tree). */
  rowForms?: RowForm<T>[];
  /** Extra row actions, rendered before edit / delete. */
  rowActions?: (row: T) => ReactNode;
  /**
   * Extra toolbar buttons; as a function it gets the list's current filters (e.g. for an export button) and,
   * with `selectable`, the chosen rows and a way to clear them (batch actions of the page's own).
   */
  toolbar?: ReactNode | ((filters: Record<string, unknown>, chosen: { rows: T[]; clear: () => void }) => ReactNode);
  /** Rows may be chosen for the toolbar's batch actions. */
  selectable?: boolean;
  /**
   * 导入 / 导出 of this list (the page name the server checks `<name>.import` / `.export` on); 导出 defaults to
   * the declaration's page, whose list the server exports by default.
   */
  importAs?: string;
  exportAs?: string;
  /** Status switch (and batch enable/disable where the descriptor has them); default on. */
  statusToggle?: boolean | StatusSpec;
  /** Page size choices (default the agreed 10, 20, 40, 50, 60, 500). */
  pageSizes?: readonly number[];
  /** Shown when the list call fails, instead of the server's message. */
  listFailure?: string;
  /** Form names (input ids are `<name>_<field>`). */
  names?: { search?: string; form?: string };
  /** The table's least width (px, default 960): wider than its card, it scrolls sideways with 操作 in sight. */
  scrollX?: number;
  /** Width of the 操作 column (default 180). */
  actionsWidth?: number;
  /** A title and extra buttons (e.g. 刷新) on the list's card. */
  title?: ReactNode;
  extra?: ReactNode;
  /** Without a card of its own and with small rows (a list inside a drawer or another card). */
  bare?: boolean;
  /** Polls the list every n ms; as a function of the shown rows, `false` stops (e.g. once no task runs). */
  refetchInterval?: number | ((rows: T[]) => number | false);
  /** Tabs over the list, each with the filters it adds (e.g. an order status); labels may carry counts. */
  tabs?: { key: string; label: ReactNode; filters?: Record<string, unknown> }[];
  /** Search fields a link's query string may preset (`?status=4`): the form shows them and the first call applies them. */
  linkFilters?: readonly string[];
  /** The tab shown first (a link that opens the list already filtered, e.g. from the workbench); default the first. */
  initialTab?: string;
  /** A filter form of the page's own instead of `search`: it hands the filled filters to `onSearch`. */
  searchForm?: (onSearch: (filters: Record<string, unknown>) => void) => ReactNode;
  /** Told the applied search filters (e.g. tab counts that follow them). */
  onSearch?: (filters: Record<string, unknown>) => void;
  /** The empty list's words, and those shown when the list call failed. */
  emptyText?: string;
  errorText?: string;
  /** A tree beside the list: the chosen node filters the list. */
  sideTree?: SideTreeSpec;
};
