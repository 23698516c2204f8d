import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { LOGIN_MESSAGES } from './login.ts';
import { passwordRule } from './users.ts';

export { LOGIN_MESSAGES, PLATFORM_CODE } from './login.ts';

export const loginBody = z.strictObject({
  loginId: z.string({ error: LOGIN_MESSAGES.loginId }).trim().min(1, LOGIN_MESSAGES.loginId).max(64),
  password: z.string({ error: LOGIN_MESSAGES.password }).min(1, LOGIN_MESSAGES.password).max(128),
  platformCode: z.string().max(16).optional(),
  ip: z.string().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** A menu entry as the login reply and the menu calls carry it. */
export type MenuNode = {
  code: string;
  label: string;
  icon: string;
  mType: '0' | '1' | '2';
  visible: '0' | '1' | '2';
  showIndex: number;
  url: string;
  status: '0' | '1';
  parent: string;
  children?: MenuNode[];
};

export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    label: z.string(),
    icon: z.string(),
    mType: z.enum(['0', '1', '2']),
    visible: z.enum(['0', '1', '2']),
    showIndex: z.number(),
    url: z.string(),
    status: z.enum(['0', '1']),
    parent: z.string(),
    children: z.array(menuNode).optional(),
  }),
);

export const loginResult = z.object({
  loginId: z.string(),
  name: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  token: z.string(),
  menu: z.array(menuNode),
});
export type LoginResult = z.infer<typeof loginResult>;

export const exitBody = z.strictObject({ token: z.string().max(200).optional() });

export const updatePwdCurrBody = z.strictObject({
  pwd: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(128),
  newPwd: passwordRule('请输入新密码', '新密码'),
});
/** The change-password dialog's confirmation: checked in the browser, never sent (spec §5). */
export const newPwdConfirm = z.string({ error: '请再次输入新密码' }).min(1, '请再次输入新密码');
export const NEW_PWD_MISMATCH = '两次输入新密码不一致!';

/** Sign-in, sign-out, one's own password and one's own menus. */
export const authApi = area('认证', {
  login: endpoint({
    method: 'POST',
    path: '/user/login',
    permission: 'public',
    summary: '登录',
    input: loginBody,
    output: loginResult,
    okMessage: '登录成功',
  }),
  exit: endpoint({
    method: 'POST',
    path: '/user/exit',
    permission: 'authenticated',
    summary: '退出登录',
    input: exitBody.optional(),
    output: z.null(),
    okMessage: '退出成功',
  }),
  updatePwdCurr: endpoint({
    method: 'POST',
    path: '/user/updatePwdCurr',
    permission: 'authenticated',
    summary: '修改本人密码',
    input: updatePwdCurrBody,
    output: z.null(),
    okMessage: '修改成功',
  }),
  // The console re-reads the signed-in user's menus on start (shown in the documentation with the user calls).
  currentMenu: endpoint({
    method: 'GET',
    path: '/user/currentMenu',
    permission: 'authenticated',
    summary: '当前用户与其菜单（刷新后重新读取）',
    tag: '用户管理',
    input: z.strictObject({}),
    output: loginResult.omit({ token: true }),
  }),
});
