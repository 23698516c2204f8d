import { IconProvider } from '@ant-design/icons';
import { FeedbackApp, themeMotion } from '@console/web-kit';
import { ApiProvider, PermissionProvider } from '@console/web-kit/resource';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useMemo, useRef } from 'react';
import { MemoryRouter, useLocation, useNavigate, useRoutes } from 'react-router';
import { routes } from './routes.tsx';
import type { SubappProps } from '@console/contract/subapp';
import { appState } from './app-state.ts';
import { HostContext } from './host-context.ts';
import { WarmUp } from './warm-up.tsx';

/** antd class prefix of the sub-app: its styles never touch the console's `ant-` classes and vice versa. */
export const BIZ_PREFIX = 'biz';
export const BIZ_ICON_PREFIX = 'bizicon';

const theme = { token: { colorPrimary: '#1f5fd6', borderRadius: 6, motion: themeMotion() } };

/** The routed pages; the in-memory router follows the host's address on every host render. */
function Pages({ basename }: { basename: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = window.location.pathname;
    if (target.startsWith(basename) && `${basename}${pathname === '/' ? '' : pathname}` !== target)
      void navigate(target.slice(basename.length) || '/');
  });
  return useRoutes(routes);
}

/**
 * The sub-app root. The host owns the address bar: pages navigate through `props.navigate`, and the router
 * here (in memory, basename /subapp) follows window.location whenever the host re-renders us.
 */
export function SubApp(props: SubappProps) {
  const latest = useRef(props);
  latest.current = props;
  const { client, queryClient } = appState(props);

  // A new token (another sign-in) must not keep the previous session's lists: refetch with the new one.
  const firstToken = useRef(props.token);
  useEffect(() => {
    if (props.token !== firstToken.current) {
      firstToken.current = props.token;
      void queryClient.resetQueries();
    }
  }, [props.token, queryClient]);

  const host = useMemo(() => ({ navigate: (to: string) => latest.current.navigate(`${latest.current.basename}${to}`) }), []);
  return (
    <ConfigProvider prefixCls={BIZ_PREFIX} iconPrefixCls={BIZ_ICON_PREFIX} locale={zhCN} theme={theme}>
      {/* zeroRuntime: the icon CSS is already in our own style holder (see mount-app) */}
      <IconProvider value={{ prefixCls: BIZ_ICON_PREFIX, zeroRuntime: true }}>
        <FeedbackApp maxCount={3}>
          <QueryClientProvider client={queryClient}>
            <ApiProvider client={client}>
              <PermissionProvider keys={props.permissions}>
                <HostContext.Provider value={host}>
                  <MemoryRouter basename={props.basename} initialEntries={[window.location.pathname]}>
                    <Pages basename={props.basename} />
                  </MemoryRouter>
                  <WarmUp busy={() => queryClient.isFetching() > 0} />
                </HostContext.Provider>
              </PermissionProvider>
            </ApiProvider>
          </QueryClientProvider>
        </FeedbackApp>
      </IconProvider>
    </ConfigProvider>
  );
}
