import { USER_STATUS_OPTIONS, userListQuery } from '@console/contract/users';
import { countWhere, createdAtBatches } from '../../shared/cursor.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { rowColumns, selectRows, userListOrder, userListWhere } from './users.service.ts';
import { users } from '../../db/schema/users.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

type Row = { [K in keyof typeof rowColumns]: unknown };
const STATUS = Object.fromEntries(USER_STATUS_OPTIONS.map((o) => [o.value, o.label])) as Record<number, string>;

/** The user list as an export (`userManagement.export`): the list's filter and order, read by cursor. */
registerExport<typeof userListQuery._zod.output, Row>({
  page: 'userManagement',
  label: '用户列表',
  query: userListQuery,
  columns: [
    { key: 'code', header: '用户编码' },
    { key: 'name', header: COMMON_LABELS.name },
    { key: 'loginId', header: COMMON_LABELS.loginId },
    { key: 'cellPhone', header: COMMON_LABELS.mobile },
    { key: 'email', header: COMMON_LABELS.email, width: 24 },
    { key: 'tel', header: COMMON_LABELS.phone },
    { key: 'roleName', header: COMMON_LABELS.role },
    { key: 'department', header: COMMON_LABELS.department },
    { key: 'status', header: COMMON_LABELS.status, format: (v) => STATUS[Number(v)] ?? String(v ?? '') },
    { key: 'createdAt', header: COMMON_LABELS.createTime, width: 20 },
  ],
  rows: (ctx, q) => {
    const query = selectRows(ctx.db)
      .where(userListWhere(q))
      .orderBy(...userListOrder);
    return createdAtBatches<Row>(ctx.db, rowColumns, query, ctx.tz);
  },
  count: (ctx, q) => countWhere(ctx.db, users, userListWhere(q)),
});
