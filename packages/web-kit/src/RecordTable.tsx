import type { Declaration } from '@console/contract/declaration';
import type { Endpoint } from '@console/contract/endpoint';
import { ResourceTable } from './ResourceTable.tsx';
import type { ResourceTableBase } from './resource-table-props.ts';

type Row = Record<string, unknown>;

/** A record list's declaration: its name is the area, its queryList the list, its fields the columns and search. */
export type DeclaredRecords = Pick<Declaration, 'fields' | 'label' | 'name'> & { endpoints: { queryList: Endpoint } };

export type RecordTableProps<T extends Row> = Omit<ResourceTableBase<T>, 'index' | 'statusToggle' | 'names'> & {
  /** The search form's name (its inputs' ids are `<name>_<field>`, which the e2e specs type into). */
  searchName?: string;
} & (
    | {
        /** Area name: the query key root. */
        area: string;
        /** The list's endpoint: records are only listed (their steps are the page's row actions). */
        list: Endpoint;
        /** The declaration its columns and search come from, where the page gives none. */
        resource?: Pick<Declaration, 'fields' | 'label'>;
      }
    | { area?: undefined; list?: undefined; resource: DeclaredRecords }
  );

/**
 * A list the page reads rather than keeps (logs, sessions, jobs, files, balances): rows the system wrote, so no
 * 序号 column and no status switch; their steps are row actions. One place says so for every such page.
 */
export function RecordTable<T extends Row>(props: RecordTableProps<T>) {
  const { searchName, ...rest } = props;
  const from =
    props.area === undefined
      ? { area: props.resource.name, list: props.resource.endpoints.queryList }
      : { area: props.area, list: props.list };
  return (
    <ResourceTable<T>
      {...rest}
      area={from.area}
      api={{ queryList: from.list }}
      names={searchName ? { search: searchName } : undefined}
      index={false}
      statusToggle={false}
    />
  );
}
