import { z } from 'zod';
import { passwordRule } from './users.ts';

export const PLATFORM_CODE = '0004';

export const loginBody = z.strictObject({
  loginId: z.string({ error: 'Please fill in the user loginId' }).trim().min(1, 'Please fill in the user loginId').max(64),
  password: z.string({ error: 'Please fill in the password.' }).min(1, 'Please fill in the password.').max(128),
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
