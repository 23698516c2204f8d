import { gradeInfoResource, spGroupResource } from '@console/contract/base';
import { describe, expect, it } from 'vitest';
import { declaredListAndExport as listAndExport } from '../../test/export-matches-list.ts';
import { adminTestApp, scopedUser, uid } from '../shop/shop.fixtures.ts';

/** 服务商分组 and 门店等级 export what they list under the same filters; a dictionary is the same for every scope. */

const { t, token, post } = await adminTestApp();

describe.each([
  ['服务商分组', spGroupResource, '/base/spGroup'],
  ['门店等级', gradeInfoResource, '/base/gradeInfo'],
])('%s export', { timeout: 120_000 }, (_, resource, base) => {
  it('equals the filtered list for the admin and for a shop-limited user', async () => {
    const tag = uid('EXD');
    for (const n of ['A', 'B']) await post(`${base}/add`, { code: `${tag}${n}`, name: `字典${n}` });
    await post(`${base}/add`, { code: uid('EXO'), name: '别的' });
    const all = await listAndExport(t, token, resource, { code: tag });
    expect(all.exported.header).toEqual(all.list.header);
    expect(all.list.rows).toHaveLength(2);
    expect(all.exported.rows).toEqual(all.list.rows);
    const limited = await scopedUser(t, [{ dataType: 1, dataList: 'R-NONE' }]);
    const mine = await listAndExport(t, limited, resource, { code: tag, status: 1 });
    expect(mine.list.rows).toHaveLength(2);
    expect(mine.exported.rows).toEqual(mine.list.rows);
  });
});
