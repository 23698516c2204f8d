import { retailerTypeApi, retailerTypeResource } from '@console/contract/api/base';
import { DictionaryTable } from './DictionaryTable.tsx';

/** 零售商类型. */
export default function RetailerTypePage() {
  return <DictionaryTable area="base-retailer-type" api={retailerTypeApi} resource={retailerTypeResource} />;
}
