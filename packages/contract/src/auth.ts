import { COMMON_LABELS } from './common-fields.ts';
import { z } from 'zod';
import { LOGIN_MESSAGES } from './login.ts';
import { passwordRule } from './password.ts';

export * from './api/auth.ts';

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
  newPwd: passwordRule('请输入新密码', COMMON_LABELS.newPwd),
});
/** The change-password dialog's confirmation: checked in the browser, never sent (spec §5). */
export const newPwdConfirm = z.string({ error: '请再次输入新密码' }).min(1, '请再次输入新密码');
/** Named by the descriptor (api/auth.ts). */
export const exitInput = exitBody.optional();
export const done = z.null();
export const noInput = z.strictObject({});
export const currentMenuResult = loginResult.omit({ token: true });
