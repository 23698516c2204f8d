import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { code, orEmpty, status, timestamps } from '../columns.ts';

/** Article categories (content types). status 1 enabled, 2 disabled; typeCode is what articles refer to. */
export const contentCategories = pgTable('content_category', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 50 }).notNull(),
  typeCode: code().unique(),
  describe: orEmpty(200),
  status: status(),
  operator: orEmpty(120),
  ...timestamps,
});

/** Articles; content is sanitised HTML; retGradeList the comma-joined shop grade codes it targets. */
export const contentArticles = pgTable(
  'content_article',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 20 }).notNull(),
    typeCode: code(),
    describe: orEmpty(100),
    retGradeList: orEmpty(500),
    content: text().notNull().default(''),
    status: status(),
    operator: orEmpty(120),
    ...timestamps,
  },
  (t) => [index('content_article_type_idx').on(t.typeCode)],
);
