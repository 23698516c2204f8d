import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText, pageNumQuery, pageQuery } from './paging.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0].message;

describe('paging fields', () => {
  it('are built once per largest page size and shared by every list that asks (issue 31: each of ~75 lists built its own as the server loaded)', () => {
    expect(pageQuery(500).pageSize).toBe(pageQuery(500).pageSize);
    expect(pageQuery(500).page).toBe(pageNumQuery(1000).pageNum);
    expect(optionalText(32)).toBe(optionalText(32));
    expect(pageQuery(500).pageSize).not.toBe(pageQuery(1000).pageSize);
  });

  it('each still holds its own bounds and messages', () => {
    const small = z.object(pageQuery(500));
    const large = z.object(pageQuery(1000));
    expect(small.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(firstMessage(small, { pageSize: '600' })).toBe('每页条数不能大于500');
    expect(large.parse({ pageSize: '600' }).pageSize).toBe(600);
    expect(firstMessage(large, { page: '0' })).toBe('页码不能小于1');
    expect(firstMessage(optionalText(3), 'abcd')).toBe('查询条件不能超过3个字符');
    expect(optionalText(50).parse('  ')).toBeUndefined();
  });
});
