import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

/** Article categories (content types). status 1 enabled, 2 disabled; typeCode is what articles refer to. */
export const contentCategories = pgTable('content_category', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 50 }).notNull(),
  typeCode: varchar({ length: 32 }).notNull().unique(),
  describe: varchar({ length: 200 }).notNull().default(''),
  status: smallint().notNull().default(1),
  operator: varchar({ length: 120 }).notNull().default(''),
  ...timestamps,
});

/** Articles; content is sanitised HTML; retGradeList the comma-joined shop grade codes it targets. */
export const contentArticles = pgTable(
  'content_article',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 20 }).notNull(),
    typeCode: varchar({ length: 32 }).notNull(),
    describe: varchar({ length: 100 }).notNull().default(''),
    retGradeList: varchar({ length: 500 }).notNull().default(''),
    content: text().notNull().default(''),
    status: smallint().notNull().default(1),
    operator: varchar({ length: 120 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [index('content_article_type_idx').on(t.typeCode)],
);
