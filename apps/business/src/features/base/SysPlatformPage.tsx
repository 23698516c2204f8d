import { sysPlatformApi, sysPlatformResource } from '@console/contract/api/base';
import { DictionaryTable } from './DictionaryTable.tsx';

/** 系统平台（0004. */
export default function SysPlatformPage() {
  return <DictionaryTable area="base-sys-platform" api={sysPlatformApi} resource={sysPlatformResource} />;
}
