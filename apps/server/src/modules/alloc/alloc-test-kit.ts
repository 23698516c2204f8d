import type { TestApp } from '../../test/build-app.ts';

/** Plans and lines made through the API (alloc tests, the operation-log walk). */
export function allocFixtures(t: TestApp, token: () => string) {
  const ok = async (path: string, body: object) => {
    const res = await t.post(path, body, { token: token() });
    if (res.body.code !== 200) throw new Error(`${path}: ${res.body.message}`);
    return res.body.data;
  };
  const planBody = (skuCode: string, over: Record<string, unknown> = {}) => ({
    planName: '旺季限量',
    skuCode,
    dimension: 1,
    periodStart: '2020-01-01',
    periodEnd: '2099-12-31',
    total: 100,
    ...over,
  });
  /** A plan (active unless `draft`) with the given lines. */
  const plan = async (skuCode: string, lines: { code: string; quota: number }[], over: Record<string, unknown> = {}, draft = false) => {
    const { id } = await ok('/alloc/plan/add', planBody(skuCode, over));
    if (lines.length) await ok('/alloc/line/save', { planId: id, lines });
    if (!draft) await ok('/alloc/plan/activate', { id });
    return id as number;
  };
  const lines = async (planId: number, as = token()) => (await t.post('/alloc/line/queryList', { planId }, { token: as })).body;
  return { ok, planBody, plan, lines };
}
