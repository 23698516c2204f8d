import { spGroupApi, spGroupResource } from '@console/contract/api/base';
import { DictionaryTable } from './DictionaryTable.tsx';

/** 服务商分组. */
export default function SpGroupPage() {
  return <DictionaryTable area="base-sp-group" api={spGroupApi} resource={spGroupResource} />;
}
