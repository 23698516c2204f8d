import type { DbOrTx } from '../../db/client.ts';
import { retailerType, sysPlatform, userType } from '../../db/schema/base.ts';

/** Every base dictionary has the same columns (db/schema/base.ts `dictionary`). */
type Dictionary = typeof sysPlatform;

/**
 * Adds a dictionary's rows that are missing, code → name (or name and remark), sorted as listed: a row
 * already there keeps what an administrator made of it.
 */
export const seedDictionary = (db: DbOrTx, table: Dictionary, rows: Record<string, string | { name: string; remark: string }>) =>
  db
    .insert(table)
    .values(Object.entries(rows).map(([code, v], i) => ({ code, sort: i + 1, ...(typeof v === 'string' ? { name: v } : v) })))
    .onConflictDoNothing();

/**
 * Base dictionary rows every database needs: the platforms (0004 is this console, sent at login), and the
 * retailer and user types shop forms pick from. Only adds what is missing.
 */
export async function seedBaseDictionaries(db: DbOrTx) {
  await seedDictionary(db, sysPlatform, {
    '0004': { name: '运营管理后台', remark: '本系统' },
    '0001': '门店订货App',
    '0002': '服务商小程序',
  });
  await seedDictionary(db, retailerType, { SUPERMARKET: '连锁超市', CONVENIENCE: '便利店', GROCERY: '夫妻店', CATERING: '餐饮' });
  await seedDictionary(db, userType, { STAFF: '内部员工', SP: '服务商人员', SHOP: '门店店主' });
}
