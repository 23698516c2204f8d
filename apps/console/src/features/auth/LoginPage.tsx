import { EyeInvisibleOutlined, EyeOutlined, LoadingOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { PLATFORM_CODE } from '@console/contract/login';
import { type FormEvent, type ReactNode, useState } from 'react';
import { prefetchSubapp } from '../../micro/subapp-loader.ts';
import { LogoMark } from '../../shared/LogoMark.tsx';
import { goTo } from '../../shared/navigation.ts';
import { preloadShell } from '../../shared/preload.ts';
import { startSession } from '../../shared/session-events.ts';
import { loginMessage } from './login-feedback.ts';
import { type LoginErrors, type LoginFields, validateLogin, validateLoginField } from './login-form.ts';
import './login.css';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

// Kept here rather than imported from the contract so the login chunk does not pull in zod.
const SUBAPP_PREFETCH_DELAY_MS = 1_000;

export function LoginPage() {
  const [values, setValues] = useState<LoginFields>({ loginId: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const change = (field: keyof LoginFields, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Once a message shows, typing a value clears it; new messages appear only on blur or submit (spec §5).
    if (errors[field] && !validateLoginField(field, value)) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const blur = (field: keyof LoginFields) => setErrors((e) => ({ ...e, [field]: validateLoginField(field, values[field]) }));

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (found.loginId || found.password || submitting) return;
    setSubmitting(true);
    preloadShell();
    try {
      // The descriptor (data, no zod) comes with the request code, not with the login page's chunk; the messages'
      // host is in place before the request client can report a failure.
      const [{ authApi }, { call }, message] = await Promise.all([
        import('@console/contract/api/auth'),
        import('../../shared/api.ts'),
        loginMessage(),
      ]);
      const { data } = await call(authApi.login, {
        loginId: values.loginId.trim(),
        password: values.password,
        platformCode: PLATFORM_CODE,
        ip: '',
      });
      if (!data?.token) {
        message.error('Network Error');
        return;
      }
      startSession(data);
      message.success('登录成功');
      setTimeout(() => void prefetchSubapp(), SUBAPP_PREFETCH_DELAY_MS);
      goTo('/');
    } catch {
      // the request client has already shown the server's message
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-brand">
        <LogoMark size={36} />
        <span>业务管理平台</span>
      </div>
      <main className="login-card">
        <h1 className="login-hello">Hello</h1>
        <p className="login-welcome">welcome to the business management platform</p>
        <form onSubmit={signIn} noValidate autoComplete="on">
          <Field label={COMMON_LABELS.loginId} id="login-loginId" error={errors.loginId}>
            <TextBox
              id="login-loginId"
              name="loginId"
              icon={<UserOutlined />}
              placeholder="请输入账号"
              autoComplete="username"
              autoFocus
              value={values.loginId}
              error={errors.loginId}
              onChange={(v) => change('loginId', v)}
              onBlur={() => blur('loginId')}
            />
          </Field>
          <Field label={WORDS.password} id="login-password" error={errors.password}>
            <TextBox
              id="login-password"
              name="password"
              password
              icon={<LockOutlined />}
              placeholder="请输入密码"
              autoComplete="current-password"
              value={values.password}
              error={errors.password}
              onChange={(v) => change('password', v)}
              onBlur={() => blur('password')}
            />
          </Field>
          <button type="submit" className={submitting ? 'login-submit login-submit-loading' : 'login-submit'} aria-busy={submitting}>
            {submitting ? <LoadingOutlined /> : null}
            <span>登录</span>
          </button>
        </form>
      </main>
      <footer className="login-footer">仅限内部员工使用 · 请妥善保管账号密码</footer>
    </div>
  );
}

function Field({ label, id, error, children }: { label: string; id: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'login-field login-field-error' : 'login-field'}>
      <label className="login-label" htmlFor={id}>
        {label}
      </label>
      {children}
      <div className="login-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </div>
    </div>
  );
}

type TextBoxProps = {
  id: string;
  name: string;
  icon: ReactNode;
  placeholder: string;
  autoComplete: string;
  autoFocus?: boolean;
  password?: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/**
 * A text box drawn like antd's large Input (prefix icon, error state, a show-password eye) from a plain
 * input: antd's Input and Button bring the form and validator machinery with them, which would make up a
 * third of the login page's code (issue 12: the page stays under 150 KiB).
 */
function TextBox({ icon, password, error, onChange, ...input }: TextBoxProps) {
  const [shown, setShown] = useState(false);
  return (
    <span className={error ? 'login-input login-input-error' : 'login-input'}>
      <span className="login-input-icon">{icon}</span>
      <input
        {...input}
        type={password && !shown ? 'password' : 'text'}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${input.id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {password ? (
        <button type="button" className="login-input-eye" aria-label={shown ? '隐藏密码' : '显示密码'} onClick={() => setShown(!shown)}>
          {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      ) : null}
    </span>
  );
}
