// What the login page needs, without zod: its bundle stays small (ARCHITECTURE §10), and auth.ts builds the
// login schema from the same texts, so each message has one source.

/** Sent at login (spec §9). */
export const PLATFORM_CODE = '0004';

/** The login form's messages (spec §5). */
export const LOGIN_MESSAGES = {
  loginId: 'Please fill in the user loginId',
  password: 'Please fill in the password.',
} as const;
