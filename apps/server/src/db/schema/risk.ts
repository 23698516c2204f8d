import { bigserial, boolean, index, integer, jsonb, numeric, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { code, defaultNow, orEmpty, statusAndTimes, timeOrNull, timestamps } from '../columns.ts';
import { orderKeyColumns } from './order.ts';

/** Risk grades (`/risk/grade`): a score range and what it does to an order (1 放行, 2 人工审核, 3 拦截). */
export const riskGrades = pgTable('risk_grade', {
  id: serial().primaryKey(),
  gradeCode: code().unique(),
  gradeName: varchar({ length: 20 }).notNull(),
  minScore: integer().notNull(),
  maxScore: integer().notNull(),
  action: smallint().notNull(),
  ...statusAndTimes(),
});

/** The scoring rules' settings; a rule without a row scores with its defaults (risk-rules.ts). */
export const riskRules = pgTable('risk_rule', {
  ruleCode: varchar({ length: 32 }).primaryKey(),
  points: integer().notNull(),
  threshold: numeric({ mode: 'number' }).notNull(),
  enabled: boolean().notNull().default(true),
  updatedAt: defaultNow(),
});

export type RiskReason = { rule: string; points: number; detail: string };

/**
 * An order's score when it was placed: the rules it hit, the grade the score fell in and the review it needs
 * (0 none, 1 waiting, 2 passed, 3 rejected). It copies the order's scope keys.
 */
export const orderRisks = pgTable(
  'order_risk',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ...orderKeyColumns(),
    score: integer().notNull(),
    riskGradeCode: code().default(''),
    riskGradeName: orEmpty(20),
    action: smallint().notNull().default(1),
    reasons: jsonb().$type<RiskReason[]>().notNull().default([]),
    reviewStatus: smallint().notNull().default(0),
    reviewRemark: orEmpty(200),
    reviewer: orEmpty(100),
    reviewTime: timeOrNull(),
    ...timestamps,
  },
  (t) => [index('order_risk_order_no_idx').on(t.orderNo), index('order_risk_ret_idx').on(t.retCode)],
);
