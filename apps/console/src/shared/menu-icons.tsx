import { MENU_ICON_NAMES, menuIconName } from '@console/contract/menu-icons';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  CarOutlined,
  CloudSyncOutlined,
  ClusterOutlined,
  ContainerOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FundOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  KeyOutlined,
  LineChartOutlined,
  LockOutlined,
  MenuOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  PictureOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  SyncOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

// An explicit list keeps the bundle to the icons menus can use; the menu editor offers exactly these.
const ICONS: Record<(typeof MENU_ICON_NAMES)[number], ComponentType> = {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  CarOutlined,
  CloudSyncOutlined,
  ClusterOutlined,
  ContainerOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FundOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  KeyOutlined,
  LineChartOutlined,
  LockOutlined,
  MenuOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  PictureOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  SyncOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserOutlined,
  WalletOutlined,
};

export { MENU_ICON_NAMES };

/**
 * The component for a stored icon name; anything unknown (a hand-edited row, `constructor`, `__proto__`)
 * falls back to the default icon instead of crashing the sidebar.
 */
export function menuIconComponent(name: string | undefined | null): ComponentType {
  const known = menuIconName(name);
  return (known && Object.hasOwn(ICONS, known) ? ICONS[known as keyof typeof ICONS] : undefined) ?? AppstoreOutlined;
}

export function MenuIcon({ name }: { name: string | undefined | null }) {
  const Icon = menuIconComponent(name);
  return <Icon />;
}
