import { LEDGER_TYPE_TEXT, walletApi } from '@console/contract/shop-service';
import { ModalForm, paginationText, Permission, SearchForm, usePermissions } from '@console/web-kit/resource';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Drawer, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { useCall, yuan } from './options.ts';

type Row = { retCode: string; retName: string; balance: number; updateTime: string };
// The form takes yuan (kind 'money' turns it into integer cents); the server checks cents > 0.
const moveSchema = z.strictObject({
  amount: (walletApi.recharge.input as unknown as z.ZodObject<z.ZodRawShape>).shape.amount as z.ZodNumber,
  reason: (walletApi.recharge.input as unknown as z.ZodObject<z.ZodRawShape>).shape.reason as z.ZodString,
});

/** Wallet balances (钱包余额): recharge and deduct in cents with a reason; the ledger of each shop. */
export default function WalletPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { has } = usePermissions();
  const [params, setParams] = useState<{ page: number; pageSize: number; retCode?: string; retName?: string }>({ page: 1, pageSize: 10 });
  const [moving, setMoving] = useState<{ row: Row; kind: 'recharge' | 'deduct' } | null>(null);
  const [ledgerOf, setLedgerOf] = useState<Row | null>(null);
  const list = useQuery({
    queryKey: ['shop-wallet', 'list', params],
    queryFn: () => call(walletApi.queryList, params),
    placeholderData: keepPreviousData,
  });
  return (
    <Card variant="borderless">
      <SearchForm
        fields={[
          { name: 'retCode', label: '门店编码' },
          { name: 'retName', label: '门店名称' },
        ]}
        onSearch={(f) => setParams({ ...f, page: 1, pageSize: params.pageSize })}
      />
      <Table<Row>
        rowKey="retCode"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={{
          ...paginationText,
          current: params.page,
          pageSize: params.pageSize,
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => setParams((p) => ({ ...p, page, pageSize })),
        }}
        columns={[
          { title: '门店编码', dataIndex: 'retCode', width: 140 },
          { title: '门店名称', dataIndex: 'retName' },
          { title: '余额', dataIndex: 'balance', width: 140, render: yuan },
          { title: '更新时间', dataIndex: 'updateTime', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 220,
            render: (_v, row) => (
              <Space size={4}>
                <Permission k="walletBalance.recharge">
                  <Button type="link" size="small" onClick={() => setMoving({ row, kind: 'recharge' })}>
                    充值
                  </Button>
                </Permission>
                <Permission k="walletBalance.deduct">
                  <Button type="link" size="small" onClick={() => setMoving({ row, kind: 'deduct' })}>
                    扣款
                  </Button>
                </Permission>
                {has('walletBalance.detail') && (
                  <Button type="link" size="small" onClick={() => setLedgerOf(row)}>
                    流水
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ModalForm
        open={moving !== null}
        title={moving ? `${moving.kind === 'recharge' ? '充值' : '扣款'}：${moving.row.retName}` : ''}
        schema={moveSchema}
        fields={[
          { name: 'amount', label: '金额（元）', kind: 'money' },
          { name: 'reason', label: '原因', kind: 'textarea' },
        ]}
        onClose={() => setMoving(null)}
        onSubmit={async (b) => {
          if (!moving) return;
          await call(walletApi[moving.kind], { retCode: moving.row.retCode, amount: b.amount as number, reason: b.reason as string });
          await qc.invalidateQueries({ queryKey: ['shop-wallet'] });
        }}
      />
      <LedgerDrawer row={ledgerOf} onClose={() => setLedgerOf(null)} />
    </Card>
  );
}

function LedgerDrawer({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const call = useCall();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['shop-wallet', 'ledger', row?.retCode, page],
    queryFn: () => call(walletApi.ledger, { retCode: row?.retCode ?? '', page, pageSize: 10 }),
    enabled: row !== null,
  });
  return (
    <Drawer open={row !== null} onClose={onClose} title={row ? `钱包流水：${row.retName}` : '钱包流水'} size={820} destroyOnHidden>
      <Table
        rowKey="id"
        size="small"
        loading={q.isFetching}
        dataSource={q.data?.data ?? []}
        pagination={{ current: page, pageSize: 10, total: q.data?.total ?? 0, onChange: setPage, showTotal: (t) => `共 ${t} 条` }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          {
            title: '类型',
            dataIndex: 'type',
            width: 70,
            render: (t: number) => <Tag color={t === 1 ? 'green' : 'orange'}>{LEDGER_TYPE_TEXT[t]}</Tag>,
          },
          { title: '金额', dataIndex: 'amount', width: 110, render: yuan },
          { title: '变动前', dataIndex: 'balanceBefore', width: 110, render: yuan },
          { title: '变动后', dataIndex: 'balanceAfter', width: 110, render: yuan },
          { title: '操作人', dataIndex: 'operator', width: 150 },
          { title: '原因', dataIndex: 'reason', ellipsis: true },
        ]}
      />
    </Drawer>
  );
}
