import { index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/** GB/T 2260 regions: level 1 province (parent '-1'), 2 city, 3 district. Loaded once at seed. */
export const regions = pgTable(
  'region',
  {
    code: varchar({ length: 12 }).primaryKey(),
    name: varchar({ length: 64 }).notNull(),
    parentCode: varchar({ length: 12 }).notNull(),
    level: smallint().notNull(),
  },
  (t) => [index('region_parent_idx').on(t.parentCode)],
);
