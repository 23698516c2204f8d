import { spInfoResource } from '@console/contract/shop';
import { describe, expect, it } from 'vitest';
import { listAndExport } from '../../test/list-export.ts';
import { adminTestApp, GUANGZHOU_TIANHE, scopedUser, shopFixtures, uid } from './shop.fixtures.ts';

/**
 * "An area is done when its lists export": each shop-side list exports what it lists under the same filters,
 * for the admin and for a user limited by shop, SP or province.
 */

const { t, token } = await adminTestApp();
const shops = shopFixtures(t, () => token);

describe('shop-side exports equal their lists', { timeout: 120_000 }, () => {
  it('服务商管理: the filtered list for the admin, the province-limited list for a province user', async () => {
    const tag = uid('EXSP');
    await shops.sp({ spName: `${tag}甲` });
    await shops.sp({ spName: `${tag}乙`, ...GUANGZHOU_TIANHE });
    const all = await listAndExport(t, token, spInfoResource, { spName: tag });
    expect(all.header).toEqual(all.headers);
    expect(all.listed).toHaveLength(2);
    expect(all.exported).toEqual(all.listed);
    const cantonese = await scopedUser(t, [{ dataType: 6, dataList: GUANGZHOU_TIANHE.provinceCode }]);
    const limited = await listAndExport(t, cantonese, spInfoResource, { spName: tag });
    expect(limited.listed).toHaveLength(1);
    expect(limited.exported).toEqual(limited.listed);
  });
});
