import { grantAll, shopFixtures, uid } from '../shop/shop.fixtures.ts';
import type { TestApp } from '../../test/build-app.ts';

let phones = 0;
/** A mobile no other test row uses. */
export const freshPhone = () => `139${String(Date.now() % 1e5).padStart(5, '0')}${String(++phones % 1000).padStart(3, '0')}`;

/** A valid add-employee body of `spCode`. */
export const employeeBody = (spCode: string, over: Record<string, unknown> = {}) => ({
  empCode: uid('E'),
  name: '张三',
  phone: freshPhone(),
  position: '业务员',
  spCode,
  entryDate: '2026-01-05',
  ...over,
});

/** Employees made through the API by the administrator (99/ALL), each of an SP of its own unless told. */
export async function employeeFixtures(t: TestApp) {
  await grantAll(t);
  const admin = await t.login();
  const shops = shopFixtures(t, () => admin);
  const employee = async (spCode: string, over: Record<string, unknown> = {}) => {
    const body = employeeBody(spCode, over);
    const res = await t.post('/employee/add', body, { token: admin });
    if (res.body.code !== 200) throw new Error(`/employee/add: ${res.body.message}`);
    return { id: res.body.data.id as number, ...body };
  };
  return { admin, sp: async () => (await shops.sp()).spCode, employee };
}
