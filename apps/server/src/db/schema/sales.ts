import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgSequence, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { code, day, regionCode } from '../columns.ts';

const figures = {
  orderCount: integer().notNull().default(0),
  quantity: integer().notNull().default(0),
  amount: bigint({ mode: 'number' }).notNull().default(0),
  refundAmount: bigint({ mode: 'number' }).notNull().default(0),
};

/**
 * The daily sales roll-up behind `/sp/data/report/sales` (issue 30): per day (Asia/Shanghai, the console's
 * default zone) and the order's scope keys except the shop, the orders approved that day and not cancelled
 * since, and the refunds of after-sales refunded that day. `skuCode` '' holds the orders' totals (count, items,
 * pay amount, refunds); a SKU's row holds its lines (orders holding it, quantity, line amount less discount, its
 * share of the refunds). Database triggers on `order_log` and `order_after_sale` keep it and the coarser
 * roll-ups below in step, in the writes' own transactions (migrations 0023, 0025); `rebuildSalesRollup` in
 * sales-rollup.ts computes them all from the orders and after-sales.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: day(),
    spCode: code(),
    platformCode: code(),
    channelCode: code(),
    provinceCode: regionCode(),
    gradeCode: code(),
    skuCode: code(),
    ...figures,
  },
  (t) => [primaryKey({ columns: [t.day, t.skuCode, t.spCode, t.provinceCode, t.platformCode, t.channelCode, t.gradeCode] })],
);

/**
 * A coarse roll-up's row holds a day (`grain` 'day') or a whole month (`grain` 'month', `day` its first day): a
 * period's report reads its whole months from month rows and only the days before and after them from day rows.
 */
const grain = varchar({ length: 5 }).notNull().$type<'day' | 'month'>();

/**
 * The same figures per day and SP alone: the report's grain when nothing but the SP is asked for or limits the
 * caller. Shops of one SP spread over platforms, channels, grades (and, in the bench, provinces), so the fine
 * roll-up holds about a row per order; this one holds days × SPs. Keyed SKU, then grain, first: a period's ''
 * rows of one grain are one index range.
 */
export const salesSpDaily = pgTable(
  'sales_sp_daily',
  {
    day: day(),
    grain,
    spCode: code(),
    skuCode: code(),
    ...figures,
  },
  // Migration 0026 makes it PRIMARY KEY … INCLUDE (the figures): a period is then one index-only range.
  (t) => [primaryKey({ columns: [t.skuCode, t.grain, t.day, t.spCode] })],
);

/** Per day and province alone: the report's grain when nothing but the province is asked for or limits the caller. */
export const salesProvinceDaily = pgTable(
  'sales_province_daily',
  {
    day: day(),
    grain,
    provinceCode: regionCode(),
    skuCode: code(),
    ...figures,
  },
  (t) => [primaryKey({ columns: [t.skuCode, t.grain, t.day, t.provinceCode] })],
);

/**
 * Per day alone (issue 31): the report by day (or by SKU) for a caller limited in nothing reads a row per day
 * here instead of a row per day and province (a quarter: 91 rows instead of ~3,000).
 */
/** Ever rising (cache 1, so in the order of the calls across sessions): a roll-up row's stamp on each write. */
export const salesStamp = pgSequence('sales_stamp', { cache: 1 });

export const salesTotalDaily = pgTable(
  'sales_total_daily',
  {
    day: day(),
    grain,
    skuCode: code(),
    ...figures,
    /**
     * The row's last write, from `salesStamp` (migration 0047): every write to the roll-ups writes the '' rows of
     * its day and month here, so the count and sum of a period's month rows' stamps change with every committed
     * write to that period — the report's kept answers are checked against them (sales-report-kept.ts).
     */
    stamp: bigint({ mode: 'number' }).notNull().default(sql`nextval('sales_stamp')`),
  },
  (t) => [primaryKey({ columns: [t.skuCode, t.grain, t.day] })],
);

/**
 * Per SP, the '' figures summed from its first day through each day (issue 31): a period by SP is the row at its
 * last day less the row the day before it, two ranges of at most a row per SP instead of day and month rows
 * around the cut months. Rows are dense from the SP's first written day through its last (`through`, on its
 * row at day 'infinity', which holds its total and is the lock its writers queue on): a day after `through` is
 * read from that row. Kept by the roll-up's trigger function (migration 0039); a change to an earlier day adds
 * to every row from that day on.
 */
export const salesSpRunning = pgTable(
  'sales_sp_running',
  {
    day: day(),
    spCode: code(),
    through: date({ mode: 'string' }),
    ...figures,
  },
  (t) => [primaryKey({ columns: [t.day, t.spCode] })],
);
