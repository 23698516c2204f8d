import { COMMON_LABELS } from '@console/contract/common-fields';
import { walletApi, walletResource } from '@console/contract/api/shop-service';
import { RecordTable, usePermissions } from '@console/web-kit/resource';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { LedgerTable } from './LedgerTable.tsx';
import { yuan } from '@console/contract/money';

const f = walletResource.fields;
type Row = { retCode: string; retName: string; balance: number; updateTime: string };
// The form takes yuan (kind 'money' turns it into integer cents); the server checks cents > 0.
const moveFields = [
  { name: 'amount', label: '金额（元）', kind: 'money' as const },
  { name: 'reason', label: COMMON_LABELS.reason, kind: 'textarea' as const },
];

/** Wallet balances (钱包余额): recharge and deduct in cents with a reason; the ledger of each shop. */
export default function WalletPage() {
  const { has } = usePermissions();
  const [ledgerOf, setLedgerOf] = useState<Row | null>(null);
  return (
    <>
      <RecordTable<Row>
        area="shop-wallet"
        list={walletApi.queryList}
        label={walletResource.label}
        exportAs={walletResource.page.menu}
        rowKey="retCode"
        columns={[
          { title: f.retCode.label, dataIndex: 'retCode', width: 140, search: true },
          { title: f.retName.label, dataIndex: 'retName', search: true },
          { title: f.balance.label, dataIndex: 'balance', width: 140, render: yuan },
          { title: f.updateTime.label, dataIndex: 'updateTime', width: 170 },
        ]}
        rowForms={[
          // A retry after a timeout (the move may have been made) reuses the try's Idempotency-Key: one move.
          { button: '充值', call: walletApi.recharge, title: (r) => `充值：${r.retName}`, fields: moveFields, idempotent: true },
          { button: '扣款', call: walletApi.deduct, title: (r) => `扣款：${r.retName}`, fields: moveFields, idempotent: true },
        ]}
        rowActions={(row) =>
          has('walletBalance.detail') && (
            <Button type="link" size="small" onClick={() => setLedgerOf(row)}>
              流水
            </Button>
          )
        }
      />
      <Drawer
        open={ledgerOf !== null}
        onClose={() => setLedgerOf(null)}
        title={ledgerOf ? `钱包流水：${ledgerOf.retName}` : '钱包流水'}
        size={820}
        destroyOnHidden
      >
        {ledgerOf && <LedgerTable retCode={ledgerOf.retCode} />}
      </Drawer>
    </>
  );
}
