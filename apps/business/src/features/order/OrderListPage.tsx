import { orderApi } from '@console/contract/api/order';
import { OrderTable } from './OrderTable.tsx';

/** 订单列表: every order in the user's data scope, by status, with approval, merge, cancel and edits. */
export default function OrderListPage() {
  return <OrderTable list={orderApi.queryList} perm="orderList" />;
}
