import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { area, endpoint, loadSchemas, schemas } from './endpoint.ts';

describe('schemas(): descriptors name their schemas before zod loads', () => {
  it('loads the module on demand, once, and answers the same schema through every reference', async () => {
    let loads = 0;
    const s = schemas(async () => {
      loads++;
      return {
        body: z.strictObject({ name: z.string() }),
        done: z.null(),
        withLabel: (label: string) => z.string({ error: `请输入${label}` }),
      };
    });
    const api = area('演示', {
      add: endpoint({ method: 'POST', path: '/demo/add', permission: 'demo.add', summary: '新增', input: s.body, output: s.done }),
    });
    expect(loads).toBe(0);
    expect(api.add.input.loaded).toBe(false);
    expect(() => api.add.input.schema).toThrow(/not loaded yet/);
    expect(api.add.input.load()).toBe(api.add.input.load());

    await loadSchemas(api);
    expect(loads).toBe(1);
    expect(api.add.input.loaded).toBe(true);
    expect(api.add.input.schema.parse({ name: '甲' })).toEqual({ name: '甲' });
    expect(api.add.input.schema).toBe(s.body.schema);
    // An export that makes a schema is named with its arguments.
    const labelled = s.withLabel('名称');
    expect(labelled.schema.safeParse(undefined).error?.issues[0].message).toBe('请输入名称');
    expect(loads).toBe(1);
  });

  it('loads every module descriptors name when given none (the server, before its routes)', async () => {
    const s = schemas(async () => ({ q: z.object({}) }));
    const ref = s.q;
    await loadSchemas();
    expect(ref.schema).toBeInstanceOf(z.ZodObject);
  });

  it('refuses a name its module does not export, and is no thenable', async () => {
    const s = schemas(async () => ({ q: z.object({}) })) as unknown as Record<string, { load: () => Promise<unknown> }>;
    await expect(s.missing.load()).rejects.toThrow(/not an export/);
    expect(s.then).toBeUndefined();
  });
});
