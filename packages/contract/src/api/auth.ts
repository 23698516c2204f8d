import { PAGES } from './pages.ts';
import { area, endpoint, schemas } from '../endpoint.ts';

export const NEW_PWD_MISMATCH = '两次输入新密码不一致!';

const s = schemas(() => import('../auth.ts'));

/** Sign-in, sign-out, one's own password and one's own menus. */
export const authApi = area('认证', {
  login: endpoint({
    method: 'POST',
    path: '/user/login',
    permission: 'public',
    summary: '登录',
    input: s.loginBody,
    output: s.loginResult,
    okMessage: '登录成功',
  }),
  exit: endpoint({
    method: 'POST',
    path: '/user/exit',
    permission: 'authenticated',
    summary: '退出登录',
    input: s.exitInput,
    output: s.done,
    okMessage: '退出成功',
  }),
  updatePwdCurr: endpoint({
    method: 'POST',
    path: '/user/updatePwdCurr',
    permission: 'authenticated',
    summary: '修改本人密码',
    input: s.updatePwdCurrBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  // The console re-reads the signed-in user's menus on start (shown in the documentation with the user calls).
  currentMenu: endpoint({
    method: 'GET',
    path: '/user/currentMenu',
    permission: 'authenticated',
    summary: '当前用户与其菜单（刷新后重新读取）',
    tag: PAGES.userManagement.title,
    input: s.noInput,
    output: s.currentMenuResult,
  }),
});
