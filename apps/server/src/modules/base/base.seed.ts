import type { DbOrTx } from '../../db/client.ts';
import { retailerType, sysPlatform, userType } from '../../db/schema/base.ts';

/**
 * Base dictionary rows every database needs: the platforms (0004 is this console, sent at login), and the
 * retailer and user types shop forms pick from. Only adds what is missing.
 */
export async function seedBaseDictionaries(db: DbOrTx) {
  await db
    .insert(sysPlatform)
    .values([
      { code: '0004', name: '运营管理后台', sort: 1, remark: '本系统' },
      { code: '0001', name: '门店订货App', sort: 2 },
      { code: '0002', name: '服务商小程序', sort: 3 },
    ])
    .onConflictDoNothing();
  await db
    .insert(retailerType)
    .values([
      { code: 'SUPERMARKET', name: '连锁超市', sort: 1 },
      { code: 'CONVENIENCE', name: '便利店', sort: 2 },
      { code: 'GROCERY', name: '夫妻店', sort: 3 },
      { code: 'CATERING', name: '餐饮', sort: 4 },
    ])
    .onConflictDoNothing();
  await db
    .insert(userType)
    .values([
      { code: 'STAFF', name: '内部员工', sort: 1 },
      { code: 'SP', name: '服务商人员', sort: 2 },
      { code: 'SHOP', name: '门店店主', sort: 3 },
    ])
    .onConflictDoNothing();
}
