import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/* CHECK constraints the tables of db/schema share; their names stay the ones the migrations gave them. */

/** The database's last guard behind a service's rule that a quantity or an amount is above zero. */
export const positive = (name: string, column: AnyPgColumn) => check(name, sql`${column} > 0`);

/** … that a quantity or a balance never goes below zero. */
export const nonNegative = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 0`);

/** … that a counter stays between 0 and its limit (used ≤ quota, issued ≤ total, won ≤ stock). */
export const within = (name: string, counter: AnyPgColumn, limit: AnyPgColumn) =>
  check(name, sql`${counter} >= 0 and ${counter} <= ${limit}`);
