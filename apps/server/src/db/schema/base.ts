import { integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { code, orEmpty, status, timestamps } from '../columns.ts';

/** The shape every small base dictionary shares: id, unique code, name, status (1/2), sort, remark. */
const dictionary = (name: string) =>
  pgTable(
    name,
    {
      id: serial().primaryKey(),
      code: code(),
      name: varchar({ length: 50 }).notNull(),
      status: status(),
      sort: integer().notNull().default(0),
      remark: orEmpty(200),
      ...timestamps,
    },
    (t) => [uniqueIndex(`${name}_code_uq`).on(t.code)],
  );

/** System platforms (0004 is this console). */
export const sysPlatform = dictionary('sys_platform');
export const userType = dictionary('user_type');
export const retailerType = dictionary('retailer_type');
export const spGroup = dictionary('sp_group');

/** Message templates with `${name}` variables. */
export const messageTemplate = pgTable(
  'message_template',
  {
    id: serial().primaryKey(),
    code: code(),
    name: varchar({ length: 50 }).notNull(),
    content: varchar({ length: 2000 }).notNull(),
    status: status(),
    remark: orEmpty(200),
    ...timestamps,
  },
  (t) => [uniqueIndex('message_template_code_uq').on(t.code)],
);
