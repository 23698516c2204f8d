import { Activity, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { type Location, UNSAFE_LocationContext as LocationContext, type NavigationType } from 'react-router';
import { lazyNamed } from '../../shared/lazy-named.ts';
import { PageLoading } from '../../shared/PageLoading.tsx';
import { whenSettled } from '../page-prefetch.ts';
import { findPage } from '../page-registry.tsx';
import { useTabVersions } from './tab-store.ts';

// antd's CSS for the list components, computed once the page on screen has settled instead of on the first
// click of each list page (web-kit StyleWarmer).
const { Component: StyleWarmer } = lazyNamed(() => import('./style-warmer.ts'), 'StyleWarmer');

type Address = { location: Location; navigationType: NavigationType };
/** A page kept from before a reload, not shown since, is at its own path. */
const ownAddress = (path: string): Address => ({
  location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
  navigationType: 'POP' as NavigationType,
});

/**
 * One kept page, drawn again only by its own state: the shell draws this list again at every menu click and tab
 * opened, and a new element of each page there rendered every kept page again (the visible one's whole table, the
 * hidden ones' in the background). A page sees the address it was last shown at: every useNavigate of the
 * declarative router reads the address, so each menu click drew every hidden page again (the home page's
 * workbench and shortcuts, the lists' search forms) for an address none of them shows.
 */
const KeptPage = memo(function KeptPage({ path, location, navigationType }: { path: string } & Partial<Address>) {
  const [address, setAddress] = useState<Address>(() => (location && navigationType ? { location, navigationType } : ownAddress(path)));
  if (location && navigationType && location !== address.location) setAddress({ location, navigationType });
  const body = useMemo(() => {
    const page = findPage(path);
    return page ? (
      <div className="shell-page" data-page={path}>
        <Suspense fallback={<PageLoading />}>
          <page.Component />
        </Suspense>
      </div>
    ) : null;
  }, [path]);
  return <LocationContext.Provider value={address}>{body}</LocationContext.Provider>;
});

/**
 * Renders every kept page and shows only the active one. Hidden pages keep their state (form input, scroll,
 * loaded data) but run no effects, through React's <Activity>. 刷新 bumps a page's version, remounting it.
 * Pages kept from before a reload, not shown since, mount once the page on screen has settled: their code
 * (the home page's Typography and dayjs) must not compete with its first paint.
 */
export function KeepAlivePages({
  activeKey,
  alive,
  location,
  navigationType,
}: { activeKey: string | null; alive: string[] } & Partial<Address>) {
  const versions = useTabVersions();
  const shown = useRef(new Set<string>());
  if (activeKey) shown.current.add(activeKey);
  const [settled, setSettled] = useState(false);
  useEffect(() => (settled ? undefined : whenSettled(() => setSettled(true))), [settled]);
  // `alive` is the shell's, the active page's tab opened in the same render: it holds the active page.
  const keys = alive.filter((k) => settled || shown.current.has(k)).sort();

  const pages = keys.map((key) =>
    findPage(key) ? (
      <Activity key={`${key}#${versions[key] ?? 0}`} mode={key === activeKey ? 'visible' : 'hidden'} name={key}>
        <KeptPage path={key} {...(key === activeKey && { location, navigationType })} />
      </Activity>
    ) : null,
  );
  return (
    <>
      {pages}
      {settled && (
        <Suspense fallback={null}>
          <StyleWarmer />
        </Suspense>
      )}
    </>
  );
}
