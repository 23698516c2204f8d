// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates spell their variables as ${name} literally
import { retailerTypeResource, sysPlatformResource, templateResource, userTypeResource } from '@console/contract/api/base';
import { describe, expect, it } from 'vitest';
import { declaredListAndExport } from '../../test/export-matches-list.ts';
import { adminTestApp, uid } from '../shop/shop.fixtures.ts';

const { t, token, post } = await adminTestApp();

const PAGES = [
  { resource: sysPlatformResource, path: '/base/sysPlatform', body: { sort: 1 } },
  { resource: userTypeResource, path: '/base/userType', body: { sort: 1 } },
  { resource: retailerTypeResource, path: '/base/retailerType', body: { sort: 1 } },
  { resource: templateResource, path: '/base/template', body: { content: '您好，${retName}', remark: '说明' } },
];

describe.each(PAGES)('$resource.page.title exports its list', ({ resource, path, body }) => {
  it('the export holds the rows the list shows under the same filter, with the declared headers', async () => {
    const name = uid('导出');
    for (const [i, status] of [1, 2].entries())
      expect((await post(`${path}/add`, { code: uid('E'), name: `${name}${i}`, status, ...body })).body.code).toBe(200);
    await post(`${path}/add`, { code: uid('E'), name: uid('其他'), ...body });
    const { total, list, exported } = await declaredListAndExport(t, token, resource, { name });
    expect(total).toBe(2);
    expect(exported).toEqual(list);
    expect(exported.header).toContain('状态');
    expect(exported.rows.flat()).toContain('停用');
    const one = await declaredListAndExport(t, token, resource, { name, status: 1 });
    expect(one.exported.rows).toHaveLength(1);
    expect(one.exported).toEqual(one.list);
  });
});
