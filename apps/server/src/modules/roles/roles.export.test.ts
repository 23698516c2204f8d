import { roleResource } from '@console/contract/api/roles';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { declaredListAndExport } from '../../test/export-matches-list.ts';

const { t, token } = await signedInTestApp();

describe('角色管理 exports its list', () => {
  it('the export holds the roles the list shows under the same name filter, the status by its label', async () => {
    const name = `导出角色${Date.now()}`;
    const add = async (roleName: string) => (await t.post('/roles/add', { roleName, remark: '说明' }, { token })).body.data.code as string;
    const first = await add(`${name}A`);
    await add(`${name}B`);
    await add(`其他${Date.now()}`);
    expect((await t.post('/roles/status', { code: first, status: 2 }, { token })).body.code).toBe(200);
    const { total, list, exported } = await declaredListAndExport(t, token, roleResource, { roleName: name });
    expect(total).toBe(2);
    expect(exported).toEqual(list);
    expect(exported.header).toEqual(['角色编号', '角色名称', '更新时间', '创建时间', '状态', '备注']);
    expect(exported.rows.flat()).toEqual(expect.arrayContaining(['禁用', '启用', '说明']));
  });
});
