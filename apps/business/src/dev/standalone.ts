import { getPermissionKeys, getToken, saveSession } from '@console/web-kit';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { mount } from '../entry.ts';
import type { SubappProps } from '@console/contract/subapp';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

/**
 * Standalone development: a plain login form (POST /api/user/login), then the sub-app mounted the way the
 * console mounts it, with this page playing the host (address bar, session end).
 */
// In the console the shell's runtime sets the locale when the sub-app first reads dayjs (shared-runtime.ts).
dayjs.locale('zh-cn');

const root = document.getElementById('standalone')!;
const BASENAME = '/subapp';

function showLogin(note = '') {
  root.innerHTML = `
    <form id="login" style="max-width:320px;margin:120px auto;padding:24px;background:#fff;border-radius:8px;font:14px sans-serif;display:grid;gap:12px">
      <h3 style="margin:0">业务子应用 · 开发登录</h3>
      <input name="loginId" required style="padding:8px" />
      <input name="password" type="password" required style="padding:8px" />
      <button style="padding:8px">登录</button>
      <div id="note" style="color:#d4380d"></div>
    </form>`;
  root.querySelector<HTMLInputElement>('input[name=loginId]')!.placeholder = COMMON_LABELS.loginId;
  root.querySelector<HTMLInputElement>('input[name=password]')!.placeholder = WORDS.password;
  // The server's message goes in as text, never as HTML.
  root.querySelector('#note')!.textContent = note;
  root.querySelector('form')!.addEventListener('submit', async (e) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.target as HTMLFormElement));
    const res = await fetch('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...data, platformCode: '0004', ip: '' }),
    }).then((r) => r.json());
    if (res.code !== 200) return showLogin(res.message ?? 'Network Error');
    saveSession(res.data);
    start();
  });
}

function start() {
  root.innerHTML = '';
  if (!location.pathname.startsWith(BASENAME)) history.replaceState(null, '', `${BASENAME}/product/brand`);
  const props: SubappProps = {
    token: getToken() ?? '',
    permissions: [...getPermissionKeys()],
    apiBase: '/api',
    basename: BASENAME,
    onSessionExpired: () => {
      handle.unmount();
      sessionStorage.clear();
      showLogin('登录已失效，请重新登录');
    },
    navigate: (path) => {
      history.pushState(null, '', path);
      handle.update({ ...props });
    },
  };
  const handle = mount(root, props);
  window.addEventListener('popstate', () => handle.update({ ...props }));
}

if (getToken()) start();
else showLogin();
