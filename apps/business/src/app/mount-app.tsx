import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { iconStyles } from '@ant-design/icons/es/renderUtils';
import { createRoot } from 'react-dom/client';
import { forgetData } from './app-state.ts';
import { BIZ_ICON_PREFIX, SubApp } from './SubApp.tsx';

export { prefetchPage } from './prefetch.ts';
import type { SubappHandle, SubappProps } from '@console/contract/subapp';

/**
 * Renders the app into `container`. antd's run-time styles go into a holder inside the container (not the
 * document head), so unmounting leaves the page exactly as it was: no style tags, no nodes.
 */
export function mountApp(container: HTMLElement, props: SubappProps): SubappHandle {
  const styles = document.createElement('div');
  styles.dataset.bizStyles = '';
  // The icons' base CSS, renamed to our icon prefix. The icons would otherwise write it into the document head
  // under the same key as the console's, replacing the console's `.anticon` rules (SubApp turns that off).
  const iconCss = document.createElement('style');
  iconCss.textContent = iconStyles.replace(/anticon/g, BIZ_ICON_PREFIX);
  styles.append(iconCss);
  const host = document.createElement('div');
  host.className = 'biz-root';
  container.append(styles, host);
  const cache = createCache();
  const root = createRoot(host);
  const render = (p: SubappProps) =>
    root.render(
      <StyleProvider container={styles} cache={cache}>
        <SubApp {...p} />
      </StyleProvider>,
    );
  render(props);
  return {
    update: render,
    unmount() {
      root.unmount();
      forgetData();
      styles.remove();
      host.remove();
    },
  };
}
