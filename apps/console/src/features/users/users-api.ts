import { rolesApi } from '@console/contract/roles';
import { shopInfoApi } from '@console/contract/shop';
import { SHOP_OPTIONS_PAGE_SIZE, type Option, type UserSelectData, usersApi } from '@console/contract/users';
import { dataOr, listOrEmpty } from '@console/web-kit';
import { useCall } from '@console/web-kit/resource';
import { useQuery } from '@tanstack/react-query';

/** Every role, for the filter and the form (the role screen's changes refresh it: same area key). */
export function useRoles() {
  const call = useCall();
  return useQuery({ queryKey: ['roles', 'all'], queryFn: async () => (await listOrEmpty(call(rolesApi.queryAll))).list });
}

const EMPTY_SELECT: UserSelectData = {
  roles: [],
  statuses: [],
  shops: [],
  distributors: [],
  platforms: [],
  serviceProviders: [],
  channels: [],
  provinces: [],
  grades: [],
};

export function useSelectData(enabled: boolean) {
  const call = useCall();
  return useQuery({
    queryKey: ['users', 'selectData'],
    queryFn: () => dataOr(call(usersApi.querySelectData, {}), EMPTY_SELECT),
    enabled,
  });
}

/**
 * Shops for the data-permission modal: the first 1000 (spec §2); when there are more, the select searches
 * on the server by name or code (`search`). `more` tells the modal to switch to server-side search.
 */
export function useShops(enabled: boolean, search = '') {
  const call = useCall();
  return useQuery({
    queryKey: ['shop', 'options', SHOP_OPTIONS_PAGE_SIZE, search],
    enabled,
    queryFn: async (): Promise<{ list: Option[]; more: boolean }> => {
      const byCode = /^[A-Za-z0-9_-]+$/.test(search);
      const input = { page: 1, pageSize: SHOP_OPTIONS_PAGE_SIZE, ...(search ? (byCode ? { retCode: search } : { retName: search }) : {}) };
      const r = await listOrEmpty(call(shopInfoApi.queryList, input, { silent: true }));
      return { list: r.list.map((s) => ({ code: s.retCode, name: s.retName })), more: r.total > r.list.length };
    },
  });
}
