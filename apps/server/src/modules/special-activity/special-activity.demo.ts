import { hasRows } from '../../shared/cursor.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pricedDemoSkus } from '../products/products.demo.ts';

/**
 * Special activity demo: five activities over catalogue SKUs at 85–95 % of their highest list price — two
 * running now (one for every grade, one for the first grade), one upcoming, one ended, one disabled. Runs once.
 */
export async function seedSpecialActivityDemo(tx: Tx) {
  if (await hasRows(tx, 'special_activity')) return;
  const skus = await pricedDemoSkus(tx, 20);
  if (skus.length < 4) return;
  const { rows: grades } = await tx.execute<{ code: string }>(
    sql`select grade_code as code from grade_info order by sort, grade_code limit 1`,
  );
  const acts = [
    { name: '双十二全场特价', from: -5, to: 20, grades: [] as string[], status: 1 },
    { name: '金牌门店专享价', from: -30, to: 60, grades: grades.map((g) => g.code), status: 1 },
    { name: '元旦预热特价', from: 30, to: 40, grades: [], status: 1 },
    { name: '国庆特价（已结束）', from: -60, to: -50, grades: [], status: 1 },
    { name: '清仓特价（已停用）', from: -10, to: 10, grades: [], status: 2 },
  ];
  for (const [i, a] of acts.entries()) {
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into special_activity (name, start_time, end_time, grade_codes, status)
      values (${a.name}, current_date + ${a.from}::int, current_date + ${a.to}::int + interval '23:59:59',
        ${`{${a.grades.join(',')}}`}::text[], ${a.status})
      returning id`);
    for (let k = 0; k < 4; k++) {
      const s = skus[(i * 4 + k) % skus.length];
      const price = Math.max(1, Math.round((s.price * (85 + ((i + k) % 3) * 5)) / 100));
      await tx.execute(
        sql`insert into special_activity_line (activity_id, sku_code, special_price) values (${rows[0].id}, ${s.code}, ${price})`,
      );
    }
  }
}
