import { orderApi } from '@console/contract/api/order';
import { Permission, useShownOnce } from '@console/web-kit/resource';
import { Button } from 'antd';
import { useState } from 'react';
import { CreateOrderModal } from './CreateOrderModal.tsx';
import { OrderTable } from './OrderTable.tsx';

/** 坐席订单: telesales orders (an agent sees the ones they placed) and 代客下单 for a shop in scope. */
export default function OrderDxPage() {
  const [creating, setCreating] = useState(false);
  // Mounted when first opened: closed, it wrote antd's modal CSS before the list's rows.
  const createShown = useShownOnce(creating);
  return (
    <>
      <OrderTable
        list={orderApi.queryDxList}
        perm="orderDx"
        emptyText="暂无坐席订单"
        toolbar={
          <Permission k={orderApi.create.permission}>
            <Button type="primary" onClick={() => setCreating(true)}>
              代客下单
            </Button>
          </Permission>
        }
      />
      {createShown && <CreateOrderModal open={creating} onClose={() => setCreating(false)} />}
    </>
  );
}
