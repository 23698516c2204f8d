import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Only the SHA-256 of a token is stored; the token itself lives in the browser alone. */
export const sessions = pgTable(
  'sys_session',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    /** The id the online-sessions screen shows and kicks by: neither the token nor its hash. */
    id: uuid().notNull().defaultRandom().unique(),
    userCode: varchar({ length: 32 }).notNull(),
    ip: varchar({ length: 64 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sys_session_user_idx').on(t.userCode)],
);

/**
 * Sign-in attempts per key ('acct:<loginId>' or 'ip:<addr>'), shared by every instance: attempts of the
 * current streak, how many locks the key has had (each lock lasts twice the last), until when it is locked.
 */
export const loginThrottle = pgTable('sys_login_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  lockLevel: integer().notNull().default(0),
  lastFailureAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});
