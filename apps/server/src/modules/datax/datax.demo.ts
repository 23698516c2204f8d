import { hasRows } from '../../shared/cursor.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type DataxTableLogRow, dataxCredentials, dataxRuns, dataxTasks } from '../../db/schema/datax.ts';

/**
 * Data sync demo: the brands (full) and the shops (incremental on update time) copied within the console's
 * own database into the schema `datax_demo` (made here, shaped like the source tables), a disabled task
 * towards an outside warehouse database with a password stored, and runs in every state. Runs once.
 */
export async function seedDataxDemo(tx: Tx) {
  if (await hasRows(tx, 'datax_task')) return;
  await tx.execute(sql`create schema if not exists datax_demo`);
  await tx.execute(
    sql`create table if not exists datax_demo.product_brand (like public.product_brand including defaults including constraints including indexes)`,
  );
  await tx.execute(
    sql`create table if not exists datax_demo.shop_info (like public.shop_info including defaults including constraints including indexes)`,
  );
  const tasks = await tx
    .insert(dataxTasks)
    .values([
      {
        name: '品牌同步到演示库',
        tables: [{ source: 'product_brand', target: 'datax_demo.product_brand', mode: 'full', watermarkColumn: '', keyColumns: ['id'] }],
        cron: '0 2 * * *',
        nextRunAt: sql`date_trunc('day', now()) + interval '1 day 2 hours'`,
      },
      {
        name: '门店增量同步',
        tables: [
          { source: 'shop_info', target: 'datax_demo.shop_info', mode: 'incremental', watermarkColumn: 'updated_at', keyColumns: ['id'] },
        ],
        cron: '*/30 * * * *',
        nextRunAt: sql`date_trunc('hour', now()) + interval '30 minutes'`,
      },
      {
        name: '库存同步到仓储库',
        sourceUrl: 'postgres://sync@10.0.0.8:5432/warehouse',
        targetUrl: '',
        tables: [{ source: 'wms_inventory', target: 'datax_demo.wms_inventory', mode: 'full', watermarkColumn: '', keyColumns: ['id'] }],
        status: 2,
      },
    ])
    .returning({ id: dataxTasks.id });
  const [brands, shops, outside] = tasks.map((t) => t.id);
  await tx.insert(dataxCredentials).values({ taskId: outside, side: 'source', password: 'demo-sync-password' });
  const log = (source: string, target: string, mode: string, n: number, error = ''): DataxTableLogRow[] => [
    { source, target, mode, rowsRead: n, rowsWritten: error ? 0 : n, ok: !error, error },
  ];
  const run = (taskId: number, hoursAgo: number, status: number, n: number, l: DataxTableLogRow[], error = '') => ({
    taskId,
    status,
    trigger: hoursAgo % 2 ? 'cron' : 'manual',
    rowsRead: n,
    rowsWritten: status === 3 ? n : 0,
    error,
    log: l,
    operator: hoursAgo % 2 ? '' : 'admin',
    startTime: sql`now() - make_interval(hours => ${hoursAgo})`,
    endTime: status === 2 ? null : sql`now() - make_interval(hours => ${hoursAgo}) + interval '2 seconds'`,
    claimedAt: status === 2 ? sql`now()` : null,
    createdAt: sql`now() - make_interval(hours => ${hoursAgo})`,
  });
  const brandLog = (n: number, error = '') => log('product_brand', 'datax_demo.product_brand', 'full', n, error);
  const shopLog = (n: number, error = '') => log('shop_info', 'datax_demo.shop_info', 'incremental', n, error);
  const refused = 'duplicate key value violates unique constraint "shop_info_pkey"';
  await tx
    .insert(dataxRuns)
    .values([
      run(brands, 72, 3, 12, brandLog(12)),
      run(
        brands,
        48,
        4,
        0,
        brandLog(0, '目标表 datax_demo.product_brand 不存在'),
        'product_brand → datax_demo.product_brand：目标表 datax_demo.product_brand 不存在',
      ),
      run(brands, 25, 5, 0, brandLog(0, '已中断')),
      run(brands, 1, 3, 12, brandLog(12)),
      run(shops, 50, 3, 40, shopLog(40)),
      run(shops, 27, 4, 0, shopLog(0, refused), `shop_info → datax_demo.shop_info：${refused}`),
      run(shops, 3, 3, 6, shopLog(6)),
      run(shops, 0, 2, 0, shopLog(0)),
    ]);
}
