import { LEDGER_TYPE_TEXT, WALLET_LEDGER, walletApi } from '@console/contract/api/shop-service';

const TYPE_COLOR: Record<number, string> = {
  [WALLET_LEDGER.recharge]: 'green',
  [WALLET_LEDGER.deduct]: 'orange',
  [WALLET_LEDGER.refund]: 'blue',
};
import { RecordTable } from '@console/web-kit/resource';
import { Tag } from 'antd';
import { yuan } from '@console/contract/money';
import { COMMON_LABELS } from '@console/contract/common-fields';

type LedgerRow = { id: number; type: number; amount: number } & Record<string, unknown>;

/** One shop's wallet ledger, newest first (the wallet page's 流水 drawer and the shop detail's tab). */
export function LedgerTable({ retCode }: { retCode: string }) {
  return (
    <RecordTable<LedgerRow>
      area="shop-wallet"
      list={walletApi.ledger}
      label="流水"
      filters={{ retCode }}
      bare
      scrollX={760}
      columns={[
        { title: COMMON_LABELS.time, dataIndex: 'createTime', width: 170 },
        {
          title: COMMON_LABELS.type,
          dataIndex: 'type',
          width: 70,
          render: (t: number) => <Tag color={TYPE_COLOR[t]}>{LEDGER_TYPE_TEXT[t]}</Tag>,
        },
        {
          title: COMMON_LABELS.amount,
          dataIndex: 'amount',
          width: 110,
          render: (v: number, r) => yuan(r.type === WALLET_LEDGER.deduct ? -v : v),
        },
        { title: '变动前', dataIndex: 'balanceBefore', width: 110, render: yuan },
        { title: '变动后', dataIndex: 'balanceAfter', width: 110, render: yuan },
        { title: COMMON_LABELS.operator, dataIndex: 'operator', width: 150 },
        { title: COMMON_LABELS.reason, dataIndex: 'reason', ellipsis: true },
      ]}
    />
  );
}
