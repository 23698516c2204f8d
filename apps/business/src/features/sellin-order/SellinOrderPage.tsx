import { SELLIN_FLOW, sellinOrderApi, sellinOrderResource } from '@console/contract/api/sellin-order';
import { type SellinDetail, type SellinRow, sellinCreate } from '@console/contract/sellin-order';
import {
  DocumentPage,
  declaredDetail,
  declaredSearch,
  stateTag,
  useCall,
  useMachineActions,
  useSkuChoices,
  useWarehouseChoices,
} from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';

const AREA = 'sellin-order';
const api = sellinOrderApi;
type Row = SellinRow & Record<string, unknown>;
type Action = keyof typeof SELLIN_FLOW.transitions;
const CONFIRM: Record<Action, string> = {
  approve: '审核将锁定仓库库存并占用服务商配额，确认审核吗？',
  ship: '确认发货出库吗？',
  cancel: '取消将释放锁定的库存与配额，确认取消吗？',
};

/** 进货订单: a service provider's purchases from the brand — approved (stock locked, quota taken), shipped or cancelled. */
export default function SellinOrderPage() {
  const call = useCall();
  const allowed = useMachineActions(SELLIN_FLOW);
  const warehouses = useWarehouseChoices(AREA, false);
  const skus = useSkuChoices(AREA);
  return (
    <DocumentPage<Row, SellinDetail, SellinDetail['lines'][number]>
      resource={sellinOrderResource}
      addText="新建进货订单"
      search={declaredSearch(sellinOrderResource, { warehouseCode: { kind: 'select', options: warehouses } })}
      rowActions={(row, doc) =>
        (['approve', 'ship', 'cancel'] as const)
          .filter((a) => allowed(a, row.status))
          .map((a) =>
            doc.step({
              label: SELLIN_FLOW.transitions[a].label,
              confirm: CONFIRM[a],
              danger: a === 'cancel',
              run: () => call(api[a], { id: row.id, updateTime: row.updateTime }),
            }),
          )
      }
      actionsWidth={200}
      scrollX={1500}
      linesForm={{
        header: [
          { name: 'spCode', label: COMMON_LABELS.spCode },
          { name: 'warehouseCode', label: COMMON_LABELS.deliverWarehouse, kind: 'select', options: warehouses },
          { name: 'remark', label: COMMON_LABELS.remark, kind: 'textarea' },
        ],
        skus,
        schemas: async () => ({ create: sellinCreate }),
        saved: (reply) => `${reply.message}：${reply.data.sellinNo}`,
      }}
      detail={{
        title: (d) => `进货订单：${d?.sellinNo ?? ''}`,
        size: 720,
        items: (d) =>
          declaredDetail(sellinOrderResource, d as SellinDetail & Record<string, unknown>, {
            status: { children: stateTag(SELLIN_FLOW, d.status) },
            cancelReason: d.cancelReason ? {} : false,
          }),
        lines: (d) => d.lines,
        lineColumns: [
          { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 150 },
          { title: COMMON_LABELS.productName, dataIndex: 'skuName' },
          { title: COMMON_LABELS.quantity, dataIndex: 'quantity', width: 100, align: 'right' },
        ],
      }}
    />
  );
}
