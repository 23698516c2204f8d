import type { Envelope } from '@console/contract/envelope';
import { getMessage } from './feedback.tsx';
import { beginLoading, endLoading } from './loading-store.ts';
import { clearSession as clearStoredSession } from './session-store.ts';

export const REQUEST_TIMEOUT_MS = 50_000;
export const SESSION_ENDED_CODE = 600008;
export const SESSION_EXIT_DELAY_MS = 3_000;
export const NETWORK_ERROR = 'Network Error';
export const TIMEOUT_ERROR = '请求超时，请稍后重试';
export const SESSION_EXIT_NOTICE = '3秒后退出系统';
const POST_TOAST_SECONDS = 3;

export type Notifier = { error: (text: string, durationSeconds?: number) => void };

export type CreateRequestOptions = {
  baseURL: string;
  getToken: () => string | null | undefined;
  /** Called 3 s after a session-ended reply, once per burst of failing calls: go to the login page. */
  onSessionExpired: () => void;
  /** Runs right away on a session-ended reply; defaults to wiping session storage. */
  clearSession?: () => void;
  /** Where error toasts go; defaults to antd's message (through the App bridge when mounted). */
  notify?: Notifier;
  timeoutMs?: number;
};

export type CallOptions = {
  /** No error toast; the caller handles the rejection. */
  silent?: boolean;
  /** Do not start the session-ended flow (e.g. the logout call itself). */
  ignoreSessionEnd?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. an `Idempotency-Key` for a batch that must not run twice). */
  headers?: Record<string, string>;
};

export type QueryParams = Record<string, unknown>;

/** Every failed call rejects with this; `code` is the envelope code, the HTTP status, or a transport tag. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number | string,
    readonly status?: number,
    readonly envelope?: Envelope<unknown>,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export type RequestClient = {
  get<T = unknown>(path: string, params?: QueryParams, options?: CallOptions): Promise<Envelope<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<Envelope<T>>;
  /** Multipart upload (the body is sent as is; the browser sets the boundary). */
  upload<T = unknown>(path: string, form: FormData, params?: QueryParams, options?: CallOptions): Promise<Envelope<T>>;
  /** GET a file (with the session header) and hand it to the browser as a download under the server's file name. */
  download(path: string, options?: CallOptions): Promise<void>;
};

/** The file name of a `Content-Disposition` header (the UTF-8 form when present). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) return decodeURIComponent(utf8[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

export function isOkCode(code: unknown): boolean {
  return code === 200 || code === '200';
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** Query string from params, leaving out undefined, null and empty strings; arrays are comma-joined. */
export function toQueryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) search.append(key, value.join(','));
    } else if (typeof value !== 'object') {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function httpMessage(res: Response, body: unknown): string {
  if (typeof body === 'object' && body && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  if (typeof body === 'string' && body.trim() && body.length < 200 && !body.trimStart().startsWith('<')) {
    return body.trim();
  }
  return `请求失败（HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}）`;
}

export function createRequest(config: CreateRequestOptions): RequestClient {
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const notifier = (): Notifier => config.notify ?? { error: (text, duration) => void getMessage().error(text, duration) };
  let exiting = false;

  function sessionEnded(message: string) {
    // Several calls can fail together when a session ends; the user sees one notice and one redirect.
    if (exiting) return;
    exiting = true;
    notifier().error(message ? `${message}，${SESSION_EXIT_NOTICE}` : SESSION_EXIT_NOTICE, SESSION_EXIT_DELAY_MS / 1000);
    (config.clearSession ?? clearStoredSession)();
    setTimeout(() => {
      exiting = false;
      config.onSessionExpired();
    }, SESSION_EXIT_DELAY_MS);
  }

  async function send<T>(method: 'GET' | 'POST', url: string, init: RequestInit, options: CallOptions = {}) {
    const fail = (message: string, code: number | string, status?: number, env?: Envelope<unknown>): never => {
      if (!options.silent) notifier().error(message, method === 'POST' ? POST_TOAST_SECONDS : undefined);
      throw new RequestError(message, code, status, env);
    };

    const headers = new Headers(init.headers);
    for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
    headers.set('Accept', 'application/json');
    const token = config.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort);

    beginLoading();
    try {
      let res: Response;
      let body: unknown;
      try {
        res = await fetch(url, { ...init, method, headers, signal: controller.signal });
        body = await readBody(res);
      } catch {
        if (timedOut) return fail(TIMEOUT_ERROR, 'TIMEOUT');
        if (options.signal?.aborted) throw new RequestError('请求已取消', 'ABORTED');
        return fail(NETWORK_ERROR, 'NETWORK', undefined, undefined);
      }

      if (isEnvelope(body)) {
        if (isOkCode(body.code)) return body as Envelope<T>;
        const message = body.message || httpMessage(res, null);
        if (Number(body.code) === SESSION_ENDED_CODE) {
          if (!options.ignoreSessionEnd) sessionEnded(message);
          throw new RequestError(message, SESSION_ENDED_CODE, res.status, body);
        }
        return fail(message, body.code, res.status, body);
      }
      return fail(httpMessage(res, body), res.status, res.status);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
      endLoading();
    }
  }

  async function download(path: string, options: CallOptions = {}) {
    const headers = new Headers();
    const token = config.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const fail = (message: string, code: number | string, status?: number): never => {
      if (!options.silent) notifier().error(message);
      throw new RequestError(message, code, status);
    };
    beginLoading();
    try {
      let res: Response;
      try {
        res = await fetch(joinUrl(config.baseURL, path), { headers, signal: options.signal });
      } catch {
        return fail(NETWORK_ERROR, 'NETWORK');
      }
      if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
        const body = await readBody(res);
        if (isEnvelope(body) && Number(body.code) === SESSION_ENDED_CODE) {
          if (!options.ignoreSessionEnd) sessionEnded(body.message);
          throw new RequestError(body.message, SESSION_ENDED_CODE, res.status);
        }
        return fail(isEnvelope(body) && body.message ? body.message : httpMessage(res, body), res.status, res.status);
      }
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameOf(res.headers.get('content-disposition')) ?? 'download';
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } finally {
      endLoading();
    }
  }

  return {
    download,
    get: (path, params, options) => send('GET', joinUrl(config.baseURL, path) + toQueryString(params), {}, options),
    post: (path, body, options) =>
      send(
        'POST',
        joinUrl(config.baseURL, path),
        { body: JSON.stringify(body ?? {}), headers: { 'Content-Type': 'application/json' } },
        options,
      ),
    upload: (path, form, params, options) => send('POST', joinUrl(config.baseURL, path) + toQueryString(params), { body: form }, options),
  };
}
