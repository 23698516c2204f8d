import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedPartnerDemo } from './partner.demo.ts';

const t = await demoTestApp();

it('seeds every partner’s connection and runs in every state (one unfinished per kind), once', async () => {
  await t.seed(seedPartnerDemo);
  const count = async () => Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from partner_sync`)).rows[0].n);
  const seeded = await count();
  await t.seed(seedPartnerDemo);
  expect(await count()).toBe(seeded);
  const states = await t.db.execute<{ partner: string; status: number }>(
    sql`select partner, status from partner_sync group by partner, status order by partner, status`,
  );
  for (const p of ['dcc', 'fsct', 'hipac', 'yuou'])
    expect(states.rows.filter((r) => r.partner === p).map((r) => r.status)).toEqual([1, 2, 3]);
  const failed = await t.db.execute<{ last_error: string }>(sql`select last_error from partner_sync where status = 3`);
  expect(failed.rows.every((r) => r.last_error !== '')).toBe(true);
  const configs = await t.db.execute<{ partner: string; enabled: boolean }>(
    sql`select partner, enabled from partner_config order by partner`,
  );
  expect(configs.rows).toEqual([
    { partner: 'dcc', enabled: false },
    { partner: 'fsct', enabled: true },
    { partner: 'hipac', enabled: true },
    { partner: 'yuou', enabled: true },
  ]);
});
