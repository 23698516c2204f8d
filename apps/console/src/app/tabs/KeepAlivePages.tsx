import { Activity, Suspense } from 'react';
import { PageLoading } from '../../shared/PageLoading.tsx';
import { findPage } from '../page-registry.tsx';
import { useTabState, useTabVersions } from './tab-store.ts';

/**
 * Renders every kept page and shows only the active one. Hidden pages keep their state (form input, scroll,
 * loaded data) but run no effects, through React's <Activity>. 刷新 bumps a page's version, remounting it.
 */
export function KeepAlivePages({ activeKey }: { activeKey: string | null }) {
  const { alive } = useTabState();
  const versions = useTabVersions();
  // The active page is opened by an effect after this render; include it so it never flashes empty.
  const keys = [...new Set(activeKey ? [activeKey, ...alive] : alive)].sort();

  return keys.map((key) => {
    const page = findPage(key);
    if (!page) return null;
    return (
      <Activity key={`${key}#${versions[key] ?? 0}`} mode={key === activeKey ? 'visible' : 'hidden'} name={key}>
        <div className="shell-page" data-page={key}>
          <Suspense fallback={<PageLoading />}>
            <page.Component />
          </Suspense>
        </div>
      </Activity>
    );
  });
}
