import { userTypeApi, userTypeResource } from '@console/contract/api/base';
import { DictionaryTable } from './DictionaryTable.tsx';

/** 用户类型. */
export default function UserTypePage() {
  return <DictionaryTable area="base-user-type" api={userTypeApi} resource={userTypeResource} />;
}
