import { LOGIN_MESSAGES } from '@console/contract/login';

// The login form validates by hand instead of through antd's Form: Form, its validator and its tooltip
// machinery would add ~35 KiB gzip to the login bundle (issue 12 caps it at 150 KiB).
export type LoginFields = { loginId: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

export function validateLoginField(field: keyof LoginFields, value: string): string | undefined {
  const empty = field === 'loginId' ? value.trim() === '' : value === '';
  return empty ? LOGIN_MESSAGES[field] : undefined;
}

export function validateLogin(values: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of ['loginId', 'password'] as const) {
    const error = validateLoginField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
