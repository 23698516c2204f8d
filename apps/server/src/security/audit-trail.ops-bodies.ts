import { employeeBody } from '../modules/employee/employee.fixtures.ts';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for the operations areas (issue 30): employees of an SP made for them,
 * in the state the call needs (in service to leave, left to return).
 */
export function opsBodies({ f, made }: Walk): Bodies {
  const sp = async () => (await f.shops.sp()).spCode;
  const employee = async (over: Record<string, unknown> = {}) => {
    const body = employeeBody(await sp(), over);
    return { ...body, id: (await made('/employee/add', body)).id as number };
  };
  return {
    '/employee/add': async () => employeeBody(await sp()),
    '/employee/update': async () => ({ ...(await employee()), position: '主管' }),
    '/employee/delete': async () => ({ id: (await employee()).id }),
    '/employee/disable': async () => ({ ids: [(await employee()).id], leaveDate: '2026-06-30' }),
    '/employee/enable': async () => ({ ids: [(await employee({ status: 2, leaveDate: '2026-02-01' })).id] }),
  };
}
