import { hasRows } from '../../shared/cursor.ts';
import { creditCodeCheck } from '@console/contract/tax-no';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoiceTitles } from '../../db/schema/invoice.ts';

/**
 * Invoice title demo: the first 300 demo shops get a company title (the default, a 统一社会信用代码 with its
 * check character) and every third of them a personal one too. Runs once.
 */

export const DEMO_INVOICE_SHOPS = 300;
const BANKS = ['中国工商银行', '中国建设银行', '招商银行', '中国农业银行'];

/** A well-formed code for the n-th demo company: 9 (enterprise) 1 (company), the shop's region, a serial, the check. */
export const demoTaxNo = (province: string, n: number) => {
  const first17 = `91${province.slice(0, 6).padEnd(6, '0')}${String(n).padStart(9, '0')}`;
  return first17 + creditCodeCheck(first17);
};

export async function seedInvoiceDemo(tx: Tx) {
  if (await hasRows(tx, 'order_invoice_info')) return;
  const { rows: shops } = await tx.execute<{ ret_code: string; ret_name: string; province_code: string; phone: string }>(
    sql`select ret_code, ret_name, province_code, phone from shop_info where ret_code like 'R______' order by ret_code limit ${DEMO_INVOICE_SHOPS}`,
  );
  const rows = shops.flatMap((s, i) => [
    {
      retCode: s.ret_code,
      titleType: 1,
      title: `${s.ret_name}有限公司`.slice(0, 100),
      taxNo: demoTaxNo(s.province_code, i + 1),
      bankName: BANKS[i % BANKS.length],
      bankAccount: `6222${String(1_000_000_000 + i * 7919).padStart(15, '0')}`,
      address: `${s.ret_name}经营地址`.slice(0, 200),
      phone: s.phone,
      isDefault: true,
    },
    ...(i % 3 === 0 ? [{ retCode: s.ret_code, titleType: 2, title: `${s.ret_name}店主`.slice(0, 100), isDefault: false }] : []),
  ]);
  for (let i = 0; i < rows.length; i += 500) await tx.insert(invoiceTitles).values(rows.slice(i, i + 500));
}
