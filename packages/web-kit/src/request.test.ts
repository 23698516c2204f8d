import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoading } from './loading-store.ts';
import { createRequest, NETWORK_ERROR, RequestError, TIMEOUT_ERROR, toQueryString } from './request.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(token: string | null = 'tok-1') {
  const notify = { error: vi.fn() };
  const onSessionExpired = vi.fn();
  const client = createRequest({ baseURL: '/api', getToken: () => token, onSessionExpired, notify });
  return { client, notify, onSessionExpired };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createRequest', () => {
  it('resolves with the envelope on code 200 and sends the token and query', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: [1], total: 1 }));
    const { client, notify } = setup();
    const reply = await client.get<number[]>('/user/queryList', { name: 'li', status: '', role: undefined, page: 1 });
    expect(reply).toEqual({ code: 200, message: 'ok', data: [1], total: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user/queryList?name=li&page=1');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('accepts code "200" as a string and posts a JSON body', async () => {
    fetchMock.mockResolvedValue(json({ code: '200', message: 'ok', data: null }));
    const { client } = setup();
    await expect(client.post('/user/updatePwdCurr', { pwd: 'a', newPwd: 'b' })).resolves.toMatchObject({ code: '200' });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ pwd: 'a', newPwd: 'b' });
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends extra headers a call asks for (an Idempotency-Key) next to the token', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: [] }));
    const { client } = setup();
    await client.post('/order/opt/batch/cancel', { ids: [1] }, { headers: { 'Idempotency-Key': 'k-1' } });
    const headers = new Headers(fetchMock.mock.calls[0][1].headers);
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('toasts the server message for 3 s on a non-200 POST and rejects', async () => {
    fetchMock.mockResolvedValue(json({ code: 409, message: '名称已存在', data: null }, 409));
    const { client, notify } = setup();
    const error = await client.post('/roles/add', { roleName: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message: '名称已存在', code: 409, status: 409 });
    expect(notify.error).toHaveBeenCalledWith('名称已存在', 3);
  });

  it('stays quiet with silent: true but still rejects', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, message: '服务器错误', data: null }, 500));
    const { client, notify } = setup();
    await expect(client.post('/user/exit', {}, { silent: true })).rejects.toMatchObject({ code: 500 });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows the HTTP message when the reply is not an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const { client, notify } = setup();
    await expect(client.get('/x')).rejects.toMatchObject({ code: 502 });
    expect(notify.error.mock.calls[0][0]).toBe('请求失败（HTTP 502 Bad Gateway）');
  });

  it('shows Network Error when fetch itself fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { client, notify } = setup();
    await expect(client.get('/x')).rejects.toMatchObject({ message: NETWORK_ERROR });
    expect(notify.error).toHaveBeenCalledWith(NETWORK_ERROR, undefined);
  });

  it('on 600008 clears the session, shows the notice once and redirects once after 3 s', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem('token', 'tok-1');
    fetchMock.mockImplementation(async () => json({ code: 600008, message: '登录已失效', data: null }, 401));
    const { client, notify, onSessionExpired } = setup();
    const results = await Promise.allSettled([client.get('/a'), client.post('/b', {}), client.get('/c')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error.mock.calls[0][0]).toBe('登录已失效，3秒后退出系统');
    vi.advanceTimersByTime(2_999);
    expect(onSessionExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('times out after 50 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { client, notify } = setup();
    const pending = client.get('/slow').catch((e) => e);
    await vi.advanceTimersByTimeAsync(49_999);
    expect(notify.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ message: TIMEOUT_ERROR, code: 'TIMEOUT' });
    expect(notify.error).toHaveBeenCalledWith(TIMEOUT_ERROR, undefined);
  });

  it('keeps the loading indicator until 200 ms after the last call ends', async () => {
    vi.useFakeTimers();
    let finish: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    const { client } = setup();
    const call = client.get('/a');
    expect(isLoading()).toBe(true);
    finish(json({ code: 200, message: 'ok', data: null }));
    await call;
    await vi.advanceTimersByTimeAsync(199);
    expect(isLoading()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(isLoading()).toBe(false);
  });
});

describe('toQueryString', () => {
  it('skips empty values and joins arrays', () => {
    expect(toQueryString({ a: undefined, b: null, c: '', d: 0, e: false, f: ['1', '2'], g: [] })).toBe('?d=0&e=false&f=1%2C2');
    expect(toQueryString({})).toBe('');
  });
});
