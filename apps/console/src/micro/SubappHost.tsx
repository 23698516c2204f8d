import { getPermissionKeys, getToken } from '@console/web-kit';
import { Button, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { loadSubapp, type SubappHandle, type SubappProps, setSubappUnmount } from './subapp-loader.ts';
import { subappProps } from './subapp-props.ts';

/**
 * Hosts the sub-application at `/subapp/*`: loads the entry, mounts it into a div of its own, passes new props
 * when the token, the permissions or the path change, and unmounts it when the route is left, at logout and
 * at session end. Never kept alive as a tab page.
 */
export function SubappHost() {
  const { pathname } = useLocation();
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<SubappHandle | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const token = getToken() ?? '';
  const permissions = useMemo(() => [...getPermissionKeys()].sort(), []);
  const permissionsKey = permissions.join(',');

  const props = (): SubappProps => ({ ...subappProps(), token, permissions });
  const latest = useRef(props);
  latest.current = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger after a failed load
  useEffect(() => {
    let cancelled = false;
    setState('loading');
    loadSubapp().then(
      (mod) => {
        if (cancelled || !box.current) return;
        const h = mod.mount(box.current, latest.current());
        handle.current = h;
        const teardown = () => {
          if (handle.current !== h) return;
          handle.current = null;
          h.unmount();
        };
        setSubappUnmount(teardown);
        setState('ready');
      },
      () => !cancelled && setState('error'),
    );
    return () => {
      cancelled = true;
      const h = handle.current;
      handle.current = null;
      setSubappUnmount(null);
      h?.unmount();
    };
  }, [attempt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: these are exactly the changes the sub-app must hear about
  useEffect(() => {
    handle.current?.update(latest.current());
  }, [token, permissionsKey, pathname]);

  return (
    <div className="subapp-host-frame" data-subapp-path={pathname} style={{ minHeight: '100%' }}>
      {state === 'loading' && (
        <div className="subapp-host">
          <Spin size="large" />
          <div className="subapp-host-text">子应用加载中</div>
        </div>
      )}
      {state === 'error' && (
        // Drawn with what the shell has already loaded (not antd's Result): a failed network may fail a chunk too.
        <div className="subapp-host" role="alert">
          <div className="subapp-host-title">子应用加载失败</div>
          <div className="subapp-host-text">请检查网络后重试</div>
          <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
            重试
          </Button>
        </div>
      )}
      <div ref={box} id="subapp-container" data-testid="subapp-container" />
    </div>
  );
}
