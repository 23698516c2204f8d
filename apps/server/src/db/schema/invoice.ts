import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

/**
 * A shop's invoice titles (`/invoice/info`). At most one default per shop, held by a partial unique index
 * behind the service's rule. `status` is the standard resource's column (always 1: a title is not switched off).
 */
export const invoiceTitles = pgTable(
  'order_invoice_info',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    retCode: varchar({ length: 32 }).notNull(),
    titleType: smallint().notNull(),
    title: varchar({ length: 100 }).notNull(),
    taxNo: varchar({ length: 20 }).notNull().default(''),
    bankName: varchar({ length: 100 }).notNull().default(''),
    bankAccount: varchar({ length: 32 }).notNull().default(''),
    address: varchar({ length: 200 }).notNull().default(''),
    phone: varchar({ length: 20 }).notNull().default(''),
    isDefault: boolean().notNull().default(false),
    status: smallint().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('order_invoice_info_ret_idx').on(t.retCode),
    uniqueIndex('order_invoice_info_default_uq').on(t.retCode).where(sql`${t.isDefault}`),
  ],
);
