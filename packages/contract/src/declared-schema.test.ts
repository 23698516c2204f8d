import { describe, expect, it } from 'vitest';
import { fields } from './declaration.ts';
import { declaredFilters, declaredRow } from './declared-schema.ts';
import { z } from 'zod';

const F = fields({
  code: { label: '编码', kind: 'code', in: ['list', 'filter'] },
  name: { label: '名称', kind: 'text', in: ['filter', 'detail'] },
  amount: { label: '金额', kind: 'money', in: ['export'] },
  state: { label: '状态', kind: 'enum', options: [{ value: 1, label: '启用' }], in: ['list', 'filter'] },
  due: { label: '到期', kind: 'datetime', in: ['filter'], range: ['dueFrom', 'dueTo'] },
  note: { label: '说明', kind: 'longtext', in: ['detail'] },
});

describe('schemas derived from a declaration', () => {
  it('the row carries every listed, filtered or exported field, with id and updateTime, and no detail-only field', () => {
    const row = declaredRow({ fields: F }, { extra: z.string() });
    expect(Object.keys(row.shape)).toEqual(['id', 'code', 'name', 'amount', 'state', 'due', 'extra', 'updateTime']);
    const ok = { id: 1, code: 'A', name: 'n', amount: 100, state: 1, due: '', extra: 'x', updateTime: '' };
    expect(row.parse({ ...ok, note: 'dropped' })).toEqual(ok);
    expect(row.safeParse({ ...ok, amount: '100' }).success).toBe(false);
  });

  it('filters: blank means no filter, numbers coerced, a date-time as its two bounds', () => {
    const q = z.object(declaredFilters({ fields: F }));
    expect(Object.keys(q.shape)).toEqual(['code', 'name', 'state', 'dueFrom', 'dueTo']);
    expect(q.parse({ code: ' A ', name: '', state: '1', dueFrom: '2026-01-01' })).toEqual({
      code: 'A',
      name: undefined,
      state: 1,
      dueFrom: '2026-01-01',
    });
    expect(q.safeParse({ dueTo: '明天' }).error?.issues[0].message).toBe('时间格式应为 YYYY-MM-DD HH:mm:ss');
    expect(q.safeParse({ code: 'x'.repeat(33) }).success).toBe(false);
  });
});
