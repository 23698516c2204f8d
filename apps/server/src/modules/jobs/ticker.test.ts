import { describe, expect, it } from 'vitest';
import { startTicker } from './scheduler.ts';

type Deps = Parameters<typeof startTicker>[0];

describe('schedule ticker', () => {
  it('stopping waits for the tick under way and starts no other', async () => {
    let calls = 0;
    let finish: () => void = () => {};
    const once = () => {
      calls++;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    const errors: unknown[] = [];
    const stop = startTicker({} as Deps, (e) => errors.push(e), { every: 5, once });
    while (calls === 0) await new Promise((r) => setTimeout(r, 5));
    // A tick is under way: the ticker does not start a second one beside it.
    await new Promise((r) => setTimeout(r, 30));
    expect(calls).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    expect(calls).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a failed tick is logged and the next one runs', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const stop = startTicker({} as Deps, (e) => errors.push(e), {
      every: 5,
      once: async () => {
        calls++;
        throw new Error('boom');
      },
    });
    while (calls < 2) await new Promise((r) => setTimeout(r, 5));
    await stop();
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect((errors[0] as Error).message).toBe('boom');
  });
});
