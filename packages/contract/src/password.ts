import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { WORDS } from './words.ts';

// A module of its own: the server's config check (the first thing `npm start` runs, in its small boot bundle,
// before the embedded PostgreSQL is launched) reads the policy without evaluating the users' schemas (issue 31).

/**
 * Password policy (docs/security.md): 8 to 128 characters of any kind, no composition rules, and none of the
 * most common passwords.
 */
export const passwordRule = (empty: string, label: string = WORDS.password) =>
  z
    .string({ error: empty })
    .min(1, empty)
    .min(8, `${label}至少8个字符`)
    .max(128, `${label}不能超过128个字符`)
    .refine((v) => !COMMON_PASSWORDS.has(v.toLowerCase()), '密码过于简单，请换一个');

export const userPassword = passwordRule('请输入密码');
