import { shopInfoApi } from '@console/contract/shop';
import { SHOP_OPTIONS_PAGE_SIZE, type UserSelectData, usersApi } from '@console/contract/users';
import { dataOr } from '@console/web-kit';
import { useCall, useResourceList } from '@console/web-kit/resource';
import { useQuery } from '@tanstack/react-query';

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
  const byCode = /^[A-Za-z0-9_-]+$/.test(search);
  const filter = search ? (byCode ? { retCode: search } : { retName: search }) : {};
  const { data } = useResourceList<{ retCode: string; retName: string }>(
    'shop',
    shopInfoApi,
    { page: 1, pageSize: SHOP_OPTIONS_PAGE_SIZE, ...filter },
    enabled,
  );
  return data && { list: data.data.map((s) => ({ code: s.retCode, name: s.retName })), more: data.total > data.data.length };
}
