import { sysPlatformApi, sysPlatformResource } from '@console/contract/api/base';
import { DictionaryTable } from './DictionaryTable.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** 系统平台（0004. */
export default function SysPlatformPage() {
  return <DictionaryTable area="base-sys-platform" api={sysPlatformApi} resource={sysPlatformResource} />;
}
