import { bigint, boolean, customType, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { code, defaultNow } from '../columns.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Files stored in PostgreSQL (shared/file-store.ts): one row per file, its bytes in chunk rows. */
export const files = pgTable(
  'sys_file',
  {
    id: varchar({ length: 64 }).primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    mime: varchar({ length: 128 }).notNull(),
    ownerCode: code().default(''),
    kind: varchar({ length: 32 }).notNull(),
    size: bigint({ mode: 'number' }).notNull().default(0),
    /** False while being written: an unfinished file is never served. */
    complete: boolean().notNull().default(false),
    createdAt: defaultNow(),
  },
  (t) => [index('sys_file_kind_idx').on(t.kind, t.createdAt)],
);

export const fileChunks = pgTable(
  'sys_file_chunk',
  {
    fileId: varchar({ length: 64 }).notNull(),
    seq: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
