import { WORDS } from '@console/contract/words';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { orderResource } from '@console/contract/api/order';
import type { orderApi } from '@console/contract/order';
import {
  CONFIRM_WORDS,
  declaredSearch,
  ExportButton,
  gapRow,
  LinkAction,
  ResourceTable,
  SearchForm,
  useApi,
  usePermissions,
  useAskFirst,
  useShownOnce,
} from '@console/web-kit/resource';
import { Button, Popconfirm, theme } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { type OrderRow, orderColumns } from './columns.tsx';
import { OrderDetailDrawer, type OrderDetail } from './OrderDetailDrawer.tsx';
import { AREA, canDo, useProvinceOptions, useWarehouseOptions } from './options.ts';
import { StatusTabLabel, TABS } from './status-counts.ts';
import { useOrderActions } from './useOrderActions.tsx';

const IN_ROW = gapRow(2);
const IN_DRAWER = gapRow(8);

type ListEndpoint = typeof orderApi.queryList | typeof orderApi.queryDxList;

/**
 * The order list both order pages share: status tabs with counts, filters, the paged table with row actions,
 * selection with batch merge-approve / cancel (where the user holds the keys), export, and the detail drawer.
 */
export function OrderTable(props: { list: ListEndpoint; perm: 'orderList' | 'orderDx'; toolbar?: ReactNode; emptyText?: string }) {
  const client = useApi();
  const { has } = usePermissions();
  const actions = useOrderActions();
  // Opened from a link naming a status (the workbench's 待审核订单: ?status=10): that tab first.
  const [initialTab] = useState(() => new URLSearchParams(window.location.search).get('status') ?? undefined);
  // The search filters (the tab counts follow them); the tab, paging and selection live in the table.
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [viewing, setViewing] = useState<number | null>(null);
  const drawerShown = useShownOnce(viewing !== null);
  // 批量合并审核's question: its pop-up (and antd's popover CSS) only once the button is clicked.
  const mergeAsk = useAskFirst();

  const secondary = theme.useToken().token.colorTextDescription;
  // Detail is one call for both lists, opened by either list's detail key (orderList.detail / orderDx.detail).
  const canDetail = actions.can.detail;
  const batchable = props.perm === 'orderList' && (actions.can.merge || actions.can.cancel);
  // Once per change of what they read, not per render (each status count's answer renders the page again).
  const columns = useMemo(
    () =>
      orderColumns({
        onOpen: canDetail ? (r) => setViewing(r.id) : undefined,
        secondary,
      }),
    [canDetail, secondary],
  );

  const rowActions = (row: Pick<OrderRow, 'id' | 'orderNo' | 'status' | 'remark' | 'updateTime'>, inDrawer = false) => {
    const approve = {
      title: '审核订单',
      description: `确认审核订单 ${row.orderNo} 吗？审核后将锁定库存。`,
      onConfirm: () => actions.approve(row),
    };
    return (
      <div style={inDrawer ? IN_DRAWER : IN_ROW}>
        {!inDrawer && canDetail && <LinkAction onClick={() => setViewing(row.id)}>详情</LinkAction>}
        {actions.can.approve &&
          canDo('approve', row.status) &&
          (inDrawer ? (
            <Popconfirm {...CONFIRM_WORDS} {...approve}>
              <Button type="primary" size="small">
                {WORDS.approve}
              </Button>
            </Popconfirm>
          ) : (
            <LinkAction confirm={approve}>{WORDS.approve}</LinkAction>
          ))}
        {actions.can.cancel && canDo('cancel', row.status) && (
          <LinkAction danger onClick={() => actions.cancel(row)}>
            {WORDS.cancel}
          </LinkAction>
        )}
        {actions.can.complete && canDo('complete', row.status) && (
          <LinkAction
            confirm={{ title: '完成订单', description: `确认订单 ${row.orderNo} 已完成吗？`, onConfirm: () => actions.complete(row) }}
          >
            完成
          </LinkAction>
        )}
        {actions.can.remark && <LinkAction onClick={() => actions.editRemark(row)}>{COMMON_LABELS.remark}</LinkAction>}
        {actions.can.address && canDo('address', row.status) && <LinkAction onClick={() => actions.editAddress(row)}>改地址</LinkAction>}
      </div>
    );
  };

  // A user with no key for any row action (an agent with only the list and add) gets no empty 操作 column.
  const hasActions = canDetail || Object.values(actions.can).some(Boolean);
  const batchButtons = (selected: OrderRow[], resetSelection: () => void) => {
    const pending = selected.filter((r) => canDo('merge', r.status));
    const cancellable = selected.filter((r) => canDo('cancel', r.status));
    return (
      <>
        {batchable &&
          actions.can.merge &&
          mergeAsk.wrap(
            <Button ref={mergeAsk.ref} type="primary" disabled={pending.length === 0} onClick={mergeAsk.ask}>
              批量合并审核{pending.length ? ` (${pending.length})` : ''}
            </Button>,
            {
              title: '批量合并审核',
              description: (
                <div style={{ maxWidth: 340 }}>
                  将按门店和收货地址分组审核所选的 {pending.length} 个待审核订单：同组订单合并到最早的一单并锁定库存。
                  {selected.length > pending.length && `（已排除 ${selected.length - pending.length} 个非待审核订单）`}
                </div>
              ),
              okText: '确定',
              cancelText: WORDS.cancel,
              onConfirm: async () => {
                await actions.batchMerge(pending);
                resetSelection();
              },
            },
          )}
        {batchable && actions.can.cancel && (
          <Button
            danger
            disabled={cancellable.length === 0}
            onClick={() => {
              actions.batchCancel(cancellable);
              resetSelection();
            }}
          >
            批量取消{cancellable.length ? ` (${cancellable.length})` : ''}
          </Button>
        )}
      </>
    );
  };

  return (
    <div className="order-table">
      <ResourceTable<OrderRow>
        area={AREA}
        api={{ queryList: props.list }}
        label="订单"
        statusToggle={false}
        scrollX={2400}
        actionsWidth={270}
        emptyText={props.emptyText ?? '暂无订单'}
        errorText="订单加载失败，请稍后重试"
        tabs={TABS.map((t, i) => ({
          key: t.key,
          label: <StatusTabLabel dx={props.perm === 'orderDx'} filters={filters} tab={i} />,
          filters: t.status !== undefined ? { status: t.status } : undefined,
        }))}
        initialTab={initialTab}
        onSearch={setFilters}
        searchForm={(onSearch) => (
          <SearchForm
            name="order-search"
            fields={declaredSearch(orderResource, {
              // The status tabs set the status; the DX list is telesales orders only: no source filter there.
              status: false,
              source: props.perm === 'orderList' && {},
              spCode: false,
              platformCode: false,
              channelCode: false,
              warehouseCode: { kind: 'select', options: useWarehouseOptions },
              provinceCode: { kind: 'select', options: useProvinceOptions },
            })}
            onSearch={onSearch}
          />
        )}
        selectable={batchable}
        toolbar={(query, chosen) => (
          <>
            {props.toolbar}
            {batchButtons(chosen.rows, chosen.clear)}
            <ExportButton client={client} resource={props.perm} query={query} allowed={has(`${props.perm}.export`)} />
          </>
        )}
        columns={columns}
        rowActions={hasActions ? (row) => rowActions(row) : undefined}
      />
      {drawerShown && (
        <OrderDetailDrawer
          id={viewing}
          onClose={() => setViewing(null)}
          onOpen={setViewing}
          actions={(o: OrderDetail) => rowActions(o, true)}
        />
      )}
      {actions.dialogs}
    </div>
  );
}
