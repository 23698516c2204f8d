import { gradeInfoApi, gradeInfoResource } from '@console/contract/api/base';
import { DictionaryTable } from './DictionaryTable.tsx';

/** 门店等级. */
export default function GradePage() {
  return <DictionaryTable area="base-grade" api={gradeInfoApi} resource={gradeInfoResource} />;
}
