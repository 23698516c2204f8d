import { departmentResource } from '@console/contract/api/departments';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { declaredListAndExport } from '../../test/export-matches-list.ts';

const { t, token } = await signedInTestApp();

describe('部门管理 exports its list', () => {
  it('the export holds the flat rows the list shows under the same filter, each with its parent’s name', async () => {
    const name = `导出部门${Date.now()}`;
    const add = async (depName: string, parentCode = '-1', status = 1) =>
      (await t.post('/department/add', { depName, parentCode, sort: 1, status }, { token })).body.data.code as string;
    const parent = await add(`${name}总部`);
    await add(`${name}华东`, parent);
    await add(`${name}华南`, parent, 2);
    const { total, list, exported } = await declaredListAndExport(t, token, departmentResource, { depName: name });
    expect(total).toBe(3);
    expect(exported).toEqual(list);
    expect(exported.header).toEqual(['部门编码', '部门名称', '上级部门', '排序', '状态', '更新时间', '创建时间']);
    const children = exported.rows.filter((r) => r[2] === `${name}总部`);
    expect(children.map((r) => r[1]).sort()).toEqual([`${name}华东`, `${name}华南`]);
    const under = await declaredListAndExport(t, token, departmentResource, { depName: name, parentCode: parent, status: 2 });
    expect(under.exported.rows.map((r) => [r[1], r[4]])).toEqual([[`${name}华南`, '禁用']]);
    expect(under.exported).toEqual(under.list);
  });
});
