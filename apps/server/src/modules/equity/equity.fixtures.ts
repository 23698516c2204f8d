import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/build-app.ts';
import { todayIn } from '../../shared/time.ts';

/** A day `offset` days from today in the console's zone (YYYY-MM-DD): the periods of the tests' activities. */
export const day = (offset: number) => todayIn('Asia/Shanghai', offset);

/** A fresh shop grade, so that a test's activity reaches only the shops it makes. */
export const gradeFixture = (t: TestApp) => async () => {
  const code = `G${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await t.db.execute(sql`insert into grade_info (grade_code, grade_name) values (${code}, ${`等级${code}`})`);
  return code;
};
