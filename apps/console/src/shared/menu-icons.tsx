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
const ICONS: Record<string, ComponentType> = {
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

export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

// Menus written by hand may say 'setting', 'setting-outlined' or 'SettingOutlined'; all mean the same icon.
const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/[-_\s]/g, '')
    .replace(/outlined$/, '');
const BY_NORMALISED = new Map(Object.entries(ICONS).map(([name, icon]) => [normalise(name), icon]));

export function menuIconComponent(name: string | undefined | null): ComponentType {
  return (name && (ICONS[name] ?? BY_NORMALISED.get(normalise(name)))) || AppstoreOutlined;
}

export function MenuIcon({ name }: { name: string | undefined | null }) {
  const Icon = menuIconComponent(name);
  return <Icon />;
}
