import { openingResource, stockOpeningApi } from '@console/contract/api/stock-data';
import type { OpeningRow } from '@console/contract/stock-data';
import { ResourceTable, useCall } from '@console/web-kit/resource';
import { App, Button } from 'antd';
import { AREA, useSkuOptions } from './options.ts';

const F = openingResource.fields;
const today = () => new Date().toISOString().slice(0, 10);

/** Opening inventory (期初库存): an SP's counted stock of a SKU at a date; with sell-in it gives the stock at any date. */
export default function OpeningInventoryPage() {
  const call = useCall();
  const { modal } = App.useApp();
  const showBalance = async (r: OpeningRow) => {
    const b = (await call(stockOpeningApi.balance, { spCode: r.spCode, skuCode: r.skuCode, date: today() })).data;
    modal.info({
      title: `${r.spName}（${r.spCode}）· ${r.skuName} 截至 ${b.date} 的库存`,
      content: `期初 ${b.opening}（${b.openingDate || '无盘点'}） + 进货 ${b.purchased} − 上报出货 ${b.sold} = ${b.balance}`,
    });
  };
  return (
    <ResourceTable<OpeningRow & Record<string, unknown>>
      area={AREA}
      api={stockOpeningApi}
      exportAs={openingResource.page.menu}
      label={openingResource.label}
      statusToggle={false}
      importAs="stockOpeningInventory"
      search={[
        { name: 'spCode', label: F.spCode.label },
        { name: 'skuCode', label: F.skuCode.label, kind: 'select', options: useSkuOptions },
      ]}
      columns={[
        { title: F.spName.label, dataIndex: 'spName', width: 220, render: (v: string, r) => `${v}（${r.spCode}）` },
        { title: F.skuName.label, dataIndex: 'skuName', width: 240, render: (v: string, r) => `${v}（${r.skuCode}）` },
        { title: F.quantity.label, dataIndex: 'quantity', width: 100, align: 'right' },
        { title: F.stockDate.label, dataIndex: 'stockDate', width: 120 },
      ]}
      rowActions={(row) => (
        <Button type="link" size="small" onClick={() => showBalance(row).catch(() => {})}>
          当前库存
        </Button>
      )}
      form={{
        fields: [
          { name: 'spCode', label: F.spCode.label },
          { name: 'skuCode', label: F.skuCode.label, kind: 'select', options: useSkuOptions },
          { name: 'quantity', label: F.quantity.label, kind: 'number' },
          { name: 'stockDate', label: F.stockDate.label, kind: 'date' },
        ],
      }}
      scrollX={1000}
    />
  );
}
