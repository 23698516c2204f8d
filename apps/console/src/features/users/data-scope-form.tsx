import { ALL_DATA, DATA_TYPE, permissionApi, SCOPE_DIMENSIONS } from '@console/contract/permissions';
import { shopInfoApi } from '@console/contract/shop';
import { SHOP_OPTIONS_PAGE_SIZE, type UserRow, type UserSelectData, usersApi } from '@console/contract/users';
import { dataOr } from '@console/web-kit';
import type { FieldDef, RowForm } from '@console/web-kit/resource';

/** The seven scope dimensions in dataType order (spec §2 and §3), each with the list that offers its codes. */
const DIMENSIONS: [label: string, list: Exclude<keyof UserSelectData, 'roles' | 'statuses'>][] = [
  ['门店', 'shops'],
  ['经销商', 'distributors'],
  ['平台', 'platforms'],
  ['服务商', 'serviceProviders'],
  ['渠道', 'channels'],
  ['省份', 'provinces'],
  ['门店等级', 'grades'],
];
// More than the first 1000 shops: the shop select searches on the server by code or by name.
const shops: FieldDef['remote'] = {
  area: 'shop',
  api: shopInfoApi,
  value: 'retCode',
  label: 'retName',
  pageSize: SHOP_OPTIONS_PAGE_SIZE,
  search: (text) => (/^[A-Za-z0-9_-]+$/.test(text) ? { retCode: text } : { retName: text }),
};
type Loaded = UserRow & { all?: boolean; choices?: UserSelectData };

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
    const values = Object.fromEntries(stored.map((e) => [String(e.dataType), e.dataList.split(',').filter(Boolean)]));
    return { ...values, all: stored.some((e) => e.dataType === DATA_TYPE.all), choices };
  },
  fields: (user: Loaded) => [
    { name: 'all', label: '全部数据权限', kind: 'checkbox' },
    { name: 'who', label: '', kind: 'note', value: `${user.name}（${user.loginId}）` },
    ...DIMENSIONS.map(([label, list], i) => ({
      name: String(SCOPE_DIMENSIONS[i]),
      label,
      kind: 'multiselect' as const,
      disabledBy: 'all',
      placeholder: `请选择${label}，不选表示不限`,
      ...(list === 'shops' ? { remote: shops } : { options: user.choices?.[list]?.map((o) => ({ label: o.name, value: o.code })) }),
    })),
  ],
  toBody: (values, user) => ({
    userCode: user.code,
    dataList: values.all
      ? [{ dataType: DATA_TYPE.all, dataList: ALL_DATA }]
      : SCOPE_DIMENSIONS.filter((d) => (values[d] as string[] | undefined)?.length).map((d) => ({
          dataType: d,
          dataList: (values[d] as string[]).join(','),
        })),
  }),
};
