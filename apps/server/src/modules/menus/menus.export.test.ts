import { menuResource } from '@console/contract/api/menus';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { declaredListAndExport } from '../../test/export-matches-list.ts';

const { t, token } = await signedInTestApp();

const add = async (over: Record<string, unknown>) => {
  const body = { parent: 'system', mType: '0', showIndex: '9', status: '1', url: '', visible: '0', icon: 'AppstoreOutlined', ...over };
  const reply = await t.post('/menu/add', body, { token });
  expect(reply.body.code).toBe(200);
  return reply.body.data.code as string;
};

describe('菜单管理 exports its list', () => {
  it('the export holds the chosen node’s children as the list shows them, each with its parent’s name and labels', async () => {
    const parent = await add({ label: `导出菜单${Date.now()}`, url: '/exportParent' });
    await add({ label: '子菜单', parent, url: '/exportChild' });
    await add({ label: '隐藏按钮', parent, mType: '2', url: 'exportChild.add', visible: '2', status: '0' });
    const { total, list, exported } = await declaredListAndExport(t, token, menuResource, { code: parent });
    expect(total).toBe(2);
    expect(exported).toEqual(list);
    expect(exported.header).toEqual([
      '菜单编码',
      '名称',
      '类型',
      '父级菜单',
      '地址',
      '显示顺序',
      '是否可见',
      '状态',
      '更新时间',
      '创建时间',
    ]);
    const button = exported.rows.find((r) => r[1] === '隐藏按钮');
    expect(button?.slice(2, 8)).toEqual(['按钮', list.rows[0][3], 'exportChild.add', 9, '隐藏', '禁用']);
    const top = await declaredListAndExport(t, token, menuResource, {});
    expect(top.exported).toEqual(top.list);
    expect(top.exported.rows.every((r) => r[3] === 'all menus')).toBe(true);
  });
});
