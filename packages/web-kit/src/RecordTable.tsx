import type { Endpoint } from '@console/contract/endpoint';
import { ResourceTable } from './ResourceTable.tsx';
import type { Declaration } from '@console/contract/declaration';
import type { ResourceTableBase } from './resource-table-props.ts';

type Row = Record<string, unknown>;

export type RecordTableProps<T extends Row> = Omit<ResourceTableBase<T>, 'index' | 'statusToggle' | 'names'> & {
  /** Area name: the query key root. */
  area: string;
  /** The declaration its columns and search come from, where the page gives none. */
  resource?: Pick<Declaration, 'fields' | 'label'>;
  /** The list's endpoint: records are only listed (their steps are the page's row actions). */
  list: Endpoint;
  /** The search form's name (its inputs' ids are `<name>_<field>`, which the e2e specs type into). */
  searchName?: string;
};

/**
 * A list the page reads rather than keeps (logs, sessions, jobs, files, balances): rows the system wrote, so no
 * 序号 column and no status switch; their steps are row actions. One place says so for every such page.
 */
export function RecordTable<T extends Row>({ list, searchName, ...rest }: RecordTableProps<T>) {
  return (
    <ResourceTable<T>
      {...rest}
      api={{ queryList: list }}
      names={searchName ? { search: searchName } : undefined}
      index={false}
      statusToggle={false}
    />
  );
}
