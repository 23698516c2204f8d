import { z } from 'zod';
import { optionalText } from './paging.ts';
import { codeField, dateField, idField, listQuery, rowBase, textField, updateBody } from './resource.ts';
import { requiredText } from './shop-fields.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { EMPLOYEE_FIELDS } from './api/employee.ts';

export * from './api/employee.ts';

/** A mainland mobile: an employee is reached on it, and it is unique among employees in service. */
const mobile = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入正确的手机号（11位，如 13800138000）');
const optionalDate = (label: string) => z.union([z.literal(''), z.null(), dateField(label)]).transform((v) => v || null);
const optionalCode = (label: string) =>
  z
    .string()
    .trim()
    .max(32, `${label}编码不能超过32个字符`)
    .regex(/^[A-Za-z0-9_-]*$/, `${label}编码只能包含字母、数字、下划线和中划线`);

const fields = {
  empCode: codeField(COMMON_LABELS.employee),
  name: requiredText(COMMON_LABELS.personName, 30),
  phone: mobile,
  departmentCode: optionalCode(COMMON_LABELS.department).default(''),
  position: textField(EMPLOYEE_FIELDS.position.label, 30),
  spCode: codeField(COMMON_LABELS.spName),
  userCode: optionalCode(COMMON_LABELS.loginId).default(''),
  entryDate: dateField(EMPLOYEE_FIELDS.entryDate.label),
  leaveDate: optionalDate(EMPLOYEE_FIELDS.leaveDate.label).default(null),
  status: z.union([z.literal(1), z.literal(2)], { error: '请选择在职状态' }).default(1),
};

/** Leaving needs its date, and it cannot come before the entry. */
const datesHold = (v: { status?: number; entryDate?: string; leaveDate?: string | null }, ctx: z.RefinementCtx) => {
  if (v.status === 2 && !v.leaveDate) ctx.addIssue({ code: 'custom', path: ['leaveDate'], message: '离职员工请填写离职日期' });
  if (v.leaveDate && v.entryDate && v.leaveDate < v.entryDate)
    ctx.addIssue({ code: 'custom', path: ['leaveDate'], message: '离职日期不能早于入职日期' });
};

export const employeeCreate = z.strictObject(fields).superRefine(datesHold);
// The status moves only by the machine's calls (离职 / 复职), never by an edit.
const { status: _status, ...editable } = fields;
export const employeeUpdate = updateBody(z.strictObject(editable), { id: idField(COMMON_LABELS.employee) }).superRefine(datesHold);
export const employeeQuery = listQuery({
  empCode: optionalText(32),
  phone: optionalText(20),
  spCode: optionalText(32),
  departmentCode: optionalText(32),
});
export const employeeIdInput = z.object({ id: idField(COMMON_LABELS.employee) });
export const employeeLeave = z.strictObject({
  ids: z.array(idField(COMMON_LABELS.employee), { error: '请选择员工' }).min(1, '请选择员工').max(500, '一次最多操作500条'),
  leaveDate: dateField(EMPLOYEE_FIELDS.leaveDate.label),
  disableAccount: z.boolean({ error: '是否停用关联账号只能是是或否' }).default(false),
});
/** The 离职 form: the call's body without the rows it is for (the page adds them). */
export const employeeLeaveForm = employeeLeave.omit({ ids: true });
export const employeeRow = z.object({
  ...rowBase,
  empCode: z.string(),
  name: z.string(),
  phone: z.string(),
  departmentCode: z.string(),
  departmentName: z.string().nullable(),
  position: z.string(),
  spCode: z.string(),
  spName: z.string().nullable(),
  userCode: z.string(),
  entryDate: z.string(),
  leaveDate: z.string().nullable(),
});
export type EmployeeRow = z.infer<typeof employeeRow>;
export const done = z.null();
