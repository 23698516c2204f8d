import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userCodeSeq } from '../../db/schema/users.ts';

/** The next user code (U000123), from the users' sequence. */
export const nextUserCode = async (db: DbOrTx) => {
  const { rows } = await db.execute<{ n: number }>(sql`select nextval(${userCodeSeq.seqName})::int as n`);
  return `U${String(rows[0].n).padStart(6, '0')}`;
};
