import { gradeInfo } from '../grades/grades.tables.ts';
import { shopInfo, spInfo } from '../shop/shop.tables.ts';
import { messageTemplate, retailerType, spGroup, sysPlatform, userType } from './base.tables.ts';
import { countUsing, type Dictionary, dictionaryService } from './dict.service.ts';

const cols = (t: typeof sysPlatform) => ({
  id: t.id,
  code: t.code,
  name: t.name,
  status: t.status,
  sort: t.sort,
  remark: t.remark,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
});

/** Each base dictionary, its columns and what uses its codes. */
export function dictionaries() {
  const def = (table: typeof sysPlatform, label: string, module: string, extra: Partial<Dictionary> = {}) =>
    dictionaryService({ table, cols: cols(table), label, module, ...extra });
  return {
    sysPlatform: def(sysPlatform, '平台', '系统平台', { fixed: ['0004'], usage: countUsing(shopInfo, shopInfo.platformCode) }),
    userType: def(userType, '用户类型', '用户类型'),
    retailerType: def(retailerType, '零售商类型', '零售商类型', { usage: countUsing(shopInfo, shopInfo.retailerType) }),
    spGroup: def(spGroup, '服务商分组', '服务商分组', { usage: countUsing(spInfo, spInfo.spGroupCode) }),
    gradeInfo: dictionaryService({
      table: gradeInfo,
      cols: {
        id: gradeInfo.id,
        code: gradeInfo.gradeCode,
        name: gradeInfo.gradeName,
        status: gradeInfo.status,
        sort: gradeInfo.sort,
        remark: gradeInfo.remark,
        createdAt: gradeInfo.createdAt,
        updatedAt: gradeInfo.updatedAt,
      },
      label: '门店等级',
      module: '门店等级',
      usage: countUsing(shopInfo, shopInfo.gradeCode),
    }),
    templateTable: {
      table: messageTemplate,
      cols: { ...cols(messageTemplate as unknown as typeof sysPlatform), sort: messageTemplate.id, remark: messageTemplate.remark },
    },
  };
}
