import { FeedbackBridge, LoadingBar, themeMotion } from '@console/web-kit';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { BRAND_COLOR } from './brand.ts';

const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    borderRadius: 6,
    motion: themeMotion(),
    colorBgLayout: '#f3f5f9',
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    Layout: { siderBg: '#0f1d3a', headerBg: '#ffffff', headerHeight: 56, headerPadding: '0 16px' },
  },
};

/**
 * Theme, the message holder and the request indicator. The zh_CN locale (antd + dayjs) and React Query are
 * provided by the shell (app/layout/ShellProviders.tsx): the login page uses neither, and leaving them out
 * keeps its bundle under the 150 KiB budget (issue 12).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <FeedbackBridge />
      <LoadingBar color={BRAND_COLOR} />
      {children}
    </ConfigProvider>
  );
}

/** The message holder in the theme, without a page: the login page's, mounted when it first speaks. */
export function ThemedFeedback() {
  return (
    <ConfigProvider theme={theme}>
      <FeedbackBridge />
    </ConfigProvider>
  );
}
