import { PAGES } from '@console/contract/api/pages';
import { USER_STATUS_OPTIONS, userInsertBody } from '@console/contract/users';
import { and, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { nextUserCode } from './user-code.ts';
import { importAudit, type RowError, registerImport } from '../../shared/import-registry.ts';
import { hashPassword } from '../../shared/password.ts';
import { roleWithin } from '../../shared/privilege-guard.ts';
import { departments } from '../../db/schema/departments.ts';
import { roles } from '../../db/schema/roles.ts';
import { users } from '../../db/schema/users.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { departmentResource } from '@console/contract/departments';

type Row = z.output<typeof userInsertBody>;
const STATUS_BY_TEXT = new Map<string, number>(USER_STATUS_OPTIONS.map((o) => [o.label, o.value]));
/** Passwords are hashed this many at a time (scrypt runs on libuv's threads). */
const HASH_PARALLEL = 4;
const audit = importAudit(PAGES.userManagement.title, 'user');

/**
 * Users from a sheet (`userManagement.import`): the add call's schema and rules (loginId unique in the file
 * and among live users, the role exists and is within the caller's, the department exists). Each user's
 * initial password is hashed with scrypt (~60 ms each), which bounds the speed of this import; the hashing is
 * done before the import's transaction opens, which would otherwise sit idle through it.
 */
registerImport<Row, string[]>({
  page: 'userManagement',
  label: '用户',
  columns: [
    { key: 'name', header: COMMON_LABELS.name, example: '张三' },
    { key: 'loginId', header: COMMON_LABELS.loginId, example: 'zhangsan' },
    { key: 'pwd', header: '初始密码', example: 'Init#2026' },
    { key: 'cellPhone', header: COMMON_LABELS.mobile, example: '13800000000' },
    { key: 'email', header: COMMON_LABELS.email, example: 'zs@example.com' },
    { key: 'tel', header: COMMON_LABELS.phone, example: '010-12345678' },
    { key: 'roleType', header: '角色编码', example: '0002' },
    { key: 'depCode', header: departmentResource.fields.code.label, example: '' },
    { key: 'status', header: COMMON_LABELS.status, example: '正常', parse: (t) => (t === '' ? undefined : (STATUS_BY_TEXT.get(t) ?? t)) },
  ],
  schema: userInsertBody,
  async check(ctx, rows) {
    const errors: RowError[] = [];
    const firstRow = new Map<string, number>();
    for (const r of rows) {
      const key = r.value.loginId.toLowerCase();
      const first = firstRow.get(key);
      if (first) errors.push({ row: r.row, field: 'loginId', message: `账号与第 ${first} 行重复` });
      else firstRow.set(key, r.row);
    }
    const loginIds = [...new Set(rows.map((r) => r.value.loginId))];
    const taken = new Set<string>();
    for (let i = 0; i < loginIds.length; i += 1000) {
      const found = await ctx.db
        .select({ loginId: users.loginId })
        .from(users)
        .where(and(inArray(users.loginId, loginIds.slice(i, i + 1000)), ne(users.status, 5)));
      for (const f of found) taken.add(f.loginId);
    }
    const roleCodes = [...new Set(rows.map((r) => r.value.roleType))];
    const known = new Set((await ctx.db.select({ code: roles.code }).from(roles).where(inArray(roles.code, roleCodes))).map((r) => r.code));
    const allowed = new Set<string>();
    for (const code of known) if (await roleWithin(ctx.db, code, ctx.user.roleCode)) allowed.add(code);
    const depCodes = [...new Set(rows.flatMap((r) => (r.value.depCode ? [r.value.depCode] : [])))];
    const deps = new Set(
      depCodes.length
        ? (await ctx.db.select({ code: departments.code }).from(departments).where(inArray(departments.code, depCodes))).map((d) => d.code)
        : [],
    );
    for (const { row, value } of rows) {
      if (taken.has(value.loginId)) errors.push({ row, field: 'loginId', message: '账号已存在，请更换账号' });
      if (!known.has(value.roleType)) errors.push({ row, field: 'roleType', message: '角色不存在' });
      else if (!allowed.has(value.roleType)) errors.push({ row, field: 'roleType', message: '不能分配权限高于自己的角色' });
      if (value.depCode && !deps.has(value.depCode)) errors.push({ row, field: 'depCode', message: '部门不存在' });
    }
    return errors;
  },
  async prepare(rows) {
    const hashes: string[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i += HASH_PARALLEL) {
      const part = await Promise.all(rows.slice(i, i + HASH_PARALLEL).map((r) => hashPassword(r.pwd)));
      part.forEach((h, j) => {
        hashes[i + j] = h;
      });
    }
    return hashes;
  },
  async apply(tx, ctx, rows, hashes) {
    const values = [];
    for (const [i, r] of rows.entries()) {
      values.push({
        code: await nextUserCode(tx),
        name: r.name,
        loginId: r.loginId,
        cellPhone: r.cellPhone,
        email: r.email,
        tel: r.tel,
        pwdHash: hashes[i],
        roleCode: r.roleType,
        depCode: r.depCode || null,
        status: r.status,
      });
    }
    for (let i = 0; i < values.length; i += 1000) await tx.insert(users).values(values.slice(i, i + 1000));
    await audit(tx, ctx, '导入', `${values[0].code}…${values[values.length - 1].code}`, null, { count: values.length });
  },
});
