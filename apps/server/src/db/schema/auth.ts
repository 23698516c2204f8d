import { index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { code, defaultNow, orEmpty, timeOrNull } from '../columns.ts';

/** How much of a request's User-Agent a session and a sign-in log row keep (real ones are a few hundred characters). */
export const USER_AGENT_MAX = 500;

/** Only the SHA-256 of a token is stored; the token itself lives in the browser alone. */
export const sessions = pgTable(
  'sys_session',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    /** The id the online-sessions screen shows and kicks by: neither the token nor its hash. */
    id: uuid().notNull().defaultRandom().unique(),
    userCode: code(),
    ip: orEmpty(64),
    userAgent: orEmpty(USER_AGENT_MAX),
    createdAt: defaultNow(),
    lastSeenAt: defaultNow(),
    endedAt: timeOrNull(),
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
  lastFailureAt: defaultNow(),
  lockedUntil: timeOrNull(),
});
