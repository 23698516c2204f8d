import { type AnyPgColumn, integer, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { code, orEmpty, status, timestamps } from './columns.ts';
import { positive } from './constraints.ts';

/*
 * Builders of the documents with lines (purchase orders, deliveries, returns, transfers, orders, after-sales …):
 * the header's number, the lines' parent key and body, and the log of the header's transitions.
 */

/** A document's own number (PO…, an order's, an after-sale's …): unique. */
export const docNo = () => code().unique();

/** The tail of a warehouse document's header: its status, who made it (login id) and its two times. */
export const docState = (initial = 1) => ({ status: status(initial), createdBy: orEmpty(50), ...timestamps });

/** A row that is part of its parent (a document's line, a run of a task): deleted with it. */
export const partOf = (parent: () => AnyPgColumn) => integer().notNull().references(parent, { onDelete: 'cascade' });

/** A SKU and how many of it: the body of a document's line. */
export const skuQuantity = () => ({ skuCode: code(), quantity: integer().notNull() });

/** A document holds one line per SKU, each for a positive quantity (the constraint names are the migrations'). */
export const onePerSku = (
  line: { skuCode: AnyPgColumn; quantity: AnyPgColumn },
  parentId: AnyPgColumn,
  uniqueName: string,
  positiveName: string,
) => [uniqueIndex(uniqueName).on(parentId, line.skuCode), positive(positiveName, line.quantity)];

/** A line that also keeps the SKU's name as it was when the document was made. */
export const skuLine = () => ({ skuCode: code(), skuName: orEmpty(100), quantity: integer().notNull() });

/** One step of a document's state machine: what happened, from/to status, who and why. */
export const transitionLog = () => ({
  action: varchar({ length: 32 }).notNull(),
  fromStatus: smallint(),
  toStatus: smallint(),
  operator: varchar({ length: 100 }).notNull(),
  remark: orEmpty(500),
});
