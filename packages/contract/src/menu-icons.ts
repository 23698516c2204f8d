/** The icons a menu entry may name (the console draws each; the server refuses any other name). */
export const MENU_ICON_NAMES = [
  'ApartmentOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BarChartOutlined',
  'BellOutlined',
  'CalendarOutlined',
  'CarOutlined',
  'CloudSyncOutlined',
  'ClusterOutlined',
  'ContainerOutlined',
  'CreditCardOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'EnvironmentOutlined',
  'FieldTimeOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FundOutlined',
  'GiftOutlined',
  'GlobalOutlined',
  'HomeOutlined',
  'IdcardOutlined',
  'InboxOutlined',
  'KeyOutlined',
  'LineChartOutlined',
  'LockOutlined',
  'MenuOutlined',
  'NotificationOutlined',
  'PayCircleOutlined',
  'PictureOutlined',
  'ProfileOutlined',
  'ReadOutlined',
  'SafetyOutlined',
  'ScheduleOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'ShoppingCartOutlined',
  'ShoppingOutlined',
  'SolutionOutlined',
  'SyncOutlined',
  'TagsOutlined',
  'TeamOutlined',
  'ToolOutlined',
  'TrophyOutlined',
  'UserOutlined',
  'WalletOutlined',
] as const;

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/[-_\s]/g, '')
    .replace(/outlined$/, '');
const BY_NORMALISED = new Map<string, string>(MENU_ICON_NAMES.map((n) => [normalise(n), n]));

/** The icon set's own name for a name written by hand ('setting', 'setting-outlined', 'SettingOutlined'), or undefined. */
export const menuIconName = (name: string | null | undefined): string | undefined =>
  name ? BY_NORMALISED.get(normalise(name)) : undefined;
