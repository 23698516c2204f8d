import type { TestApp } from '../../test/build-app.ts';

/** Test helpers for coupons: templates (valid for years unless told), issues that must succeed, the list. */
export function couponFixtures(t: TestApp, token: () => string) {
  let n = 0;
  const template = async (over: Record<string, unknown> = {}) => {
    n += 1;
    const res = await t.post(
      '/coupon/template/add',
      {
        name: `满100减10-${n}`,
        type: 1,
        amountOff: 1000,
        threshold: 10000,
        validFrom: '2020-01-01',
        validTo: '2099-12-31',
        total: 100,
        ...over,
      },
      { token: token() },
    );
    if (res.body.code !== 200) throw new Error(`template: ${res.body.message}`);
    return res.body.data.id as number;
  };
  const issue = (templateId: number, retCodes: string[], as = token(), key?: string) =>
    t.post('/coupon/issue', { templateId, retCodes }, { token: as, headers: key ? { 'idempotency-key': key } : {} });
  /** Issues one coupon of a new template (or `templateId`) to the shop; answers its number. */
  const coupon = async (retCode: string, over: Record<string, unknown> = {}) => {
    const res = await issue(await template(over), [retCode]);
    if (res.body.code !== 200) throw new Error(`issue: ${res.body.message}`);
    return res.body.data.couponNos[0] as string;
  };
  const list = async (q: Record<string, unknown> = {}, as = token()) =>
    (await t.get('/coupon/queryList', { page: 1, pageSize: 100, ...q }, { token: as })).body;
  const one = async (couponNo: string) => {
    const body = await list({ couponNo });
    if (body.code !== 200) throw new Error(`list: ${body.message}`);
    return body.data[0];
  };
  return { template, issue, coupon, list, one };
}
