import {
  ALL_DATA,
  DATA_TYPE,
  permissionApi,
  SCOPE_DIMENSION_LABELS,
  SCOPE_DIMENSIONS,
  UNENFORCED_DIMENSIONS,
} from '@console/contract/api/permissions';
import { shopInfoApi } from '@console/contract/api/shop';
import { SHOP_OPTIONS_PAGE_SIZE, usersApi } from '@console/contract/api/users';
import type { UserRow, UserSelectData } from '@console/contract/users';
import { dataOr } from '@console/web-kit';
import type { FieldDef, RowForm } from '@console/web-kit/resource';

/** The select-data list that offers each scope dimension's codes, in dataType order 1–7. */
const LISTS = ['shops', 'distributors', 'platforms', 'serviceProviders', 'channels', 'provinces', 'grades'] as const;
// A dimension no area enforces yet cannot be saved (the server refuses it): not offered.
const OFFERED = SCOPE_DIMENSIONS.filter((d) => !UNENFORCED_DIMENSIONS.includes(d));
// More than the first 1000 shops: the shop select searches on the server by code or by name.
const shops: FieldDef['remote'] = {
  area: 'shop',
  api: shopInfoApi,
  value: 'retCode',
  label: 'retName',
  pageSize: SHOP_OPTIONS_PAGE_SIZE,
  search: (text) => (/^[A-Za-z0-9_-]+$/.test(text) ? { retCode: text } : { retName: text }),
};

/** 数据权限 (the wide 用户权限 dialog): select-all, or one multi-select per scope dimension; none means no limit. */
export const dataScopeForm: RowForm<UserRow> = {
  button: '数据权限',
  call: permissionApi.addOrUpdate,
  title: () => '用户权限',
  width: 1000,
  columns: 2,
  load: async (user, call) => {
    const [stored, choices] = await Promise.all([
      dataOr(call(permissionApi.queryByUserCode, { userCode: user.code }), []),
      dataOr(call(usersApi.querySelectData, {}), undefined),
    ]);
    return {
      ...Object.fromEntries(stored.map((e) => [e.dataType, e.dataList])),
      all: stored.some((e) => e.dataType === DATA_TYPE.all),
      choices,
    };
  },
  fields: (user: UserRow & { choices?: UserSelectData }) => [
    { name: 'all', label: '全部数据权限', kind: 'checkbox' },
    { name: 'who', label: '', kind: 'note', value: `${user.name}（${user.loginId}）` },
    ...OFFERED.map((d) => ({
      name: String(d),
      label: SCOPE_DIMENSION_LABELS[d],
      kind: 'multiselect' as const,
      csv: true,
      disabledBy: 'all',
      placeholder: `请选择${SCOPE_DIMENSION_LABELS[d]}，不选表示不限`,
      ...(d === DATA_TYPE.shop
        ? { remote: shops }
        : { options: user.choices?.[LISTS[d - 1]]?.map((o) => ({ label: o.name, value: o.code })) }),
    })),
  ],
  toBody: (values, user) => ({
    userCode: user.code,
    dataList: values.all
      ? [{ dataType: DATA_TYPE.all, dataList: ALL_DATA }]
      : OFFERED.filter((d) => values[d]).map((d) => ({ dataType: d, dataList: values[d] as string })),
  }),
};
