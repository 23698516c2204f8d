import { Tabs } from 'antd';
import type { ReactNode } from 'react';

/**
 * The tabs over a list (an order's status...), loaded by the few lists that have them: antd's Tabs (rc-tabs with
 * its measuring) was in every console page's first paint for them.
 */
export function ListTabs({
  active,
  onChange,
  tabs,
}: {
  active?: string;
  onChange: (key: string) => void;
  tabs: { key: string; label: ReactNode }[];
}) {
  return <Tabs activeKey={active} onChange={onChange} items={tabs.map((t) => ({ key: t.key, label: t.label }))} />;
}
