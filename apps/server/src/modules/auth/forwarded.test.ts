import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp } from '../../test/build-app.ts';
import { THROTTLE } from '../../platform/throttle.ts';

const guess = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], xff: string, remoteAddress = '10.7.7.7') =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { loginId: `nobody${Math.random()}`, password: 'guess-guess', ip: xff },
    headers: { 'x-forwarded-for': xff },
    remoteAddress,
  });

describe('forwarded addresses', () => {
  it('without TRUST_PROXY a client’s own X-Forwarded-For (or body ip) gets no fresh throttle bucket', async () => {
    const t = await buildTestApp();
    try {
      for (let i = 0; i < THROTTLE.perIp; i++) expect((await guess(t.app, `1.2.3.${i}`)).statusCode).toBe(400);
      expect((await guess(t.app, '8.8.8.8')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('with one trusted hop, the address the proxy saw counts, not what the client wrote before it', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      // The client forges an entry; the proxy (10.7.7.7) appends the real client 9.9.9.9.
      for (let i = 0; i < THROTTLE.perIp; i++) expect((await guess(t.app, `1.2.3.${i}, 9.9.9.9`)).statusCode).toBe(400);
      expect((await guess(t.app, '4.4.4.4, 9.9.9.9')).statusCode).toBe(429);
      expect((await guess(t.app, '4.4.4.4, 9.9.9.10')).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and refuses anything else', () => {
    const read = (v: string) => loadConfig({ TRUST_PROXY: v } as NodeJS.ProcessEnv).trustProxy;
    expect(read('0')).toBe(false);
    expect(read('2')).toBe(2);
    expect(read('true')).toBe(1);
    expect(read('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => read('everyone')).toThrow(/TRUST_PROXY/);
  });
});
