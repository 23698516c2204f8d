import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { startPartnerStub } from './partner-stub.ts';

/** The sync's retry timing is configuration (issue 28), like the ERP push's. */

const { t, token } = await orderTestApp({ PARTNER_MAX_ATTEMPTS: '1', PARTNER_RETRY_BASE_SECONDS: '0' });
const post = (path: string, body: object) => t.post(path, body, { token });

describe('partner retry settings', () => {
  it('defaults to a 15 s time-out, 3 attempts and 30 s × 2^(n−1); a bad value stops the start with its name', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).partnerSync).toEqual({ timeoutMs: 15_000, maxAttempts: 3, retryBaseSeconds: 30 });
    expect(
      loadConfig({ PARTNER_TIMEOUT_SECONDS: '5', PARTNER_MAX_ATTEMPTS: '6', PARTNER_RETRY_BASE_SECONDS: '2' } as NodeJS.ProcessEnv)
        .partnerSync,
    ).toEqual({ timeoutMs: 5_000, maxAttempts: 6, retryBaseSeconds: 2 });
    expect(() => loadConfig({ PARTNER_MAX_ATTEMPTS: '0' } as NodeJS.ProcessEnv)).toThrow('PARTNER_MAX_ATTEMPTS 至少为 1');
  });

  it('with PARTNER_MAX_ATTEMPTS=1 a failing partner is marked 失败 after one attempt', async () => {
    const stub = await startPartnerStub({ fail: true });
    try {
      await post('/dcc/config/update', { enabled: true, baseUrl: stub.url, appKey: 'k', appSecret: 'secret' });
      const run = await post('/dcc/sync/run', { kind: 'stock' });
      expect(run.body.code).toBe(200);
      let row: { status: number; attempts: number; lastError: string } | undefined;
      for (let i = 0; i < 200 && row?.status !== 3; i++) {
        await new Promise((r) => setTimeout(r, 50));
        row = (await post('/dcc/sync/queryList', { kind: 'stock' })).body.data.find((r: { id: number }) => r.id === run.body.data.id);
      }
      expect(row).toMatchObject({ status: 3, attempts: 1 });
      expect(row?.lastError).not.toBe('');
    } finally {
      await stub.close();
    }
  });
});
