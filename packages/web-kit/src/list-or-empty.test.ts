import { describe, expect, it } from 'vitest';
import { dataOr, listOrEmpty } from './list-or-empty.ts';

describe('listOrEmpty', () => {
  it('passes rows and total through', async () => {
    await expect(listOrEmpty(Promise.resolve({ code: 200, message: '', data: [1, 2], total: 7 }))).resolves.toEqual({
      list: [1, 2],
      total: 7,
    });
  });
  it('falls back to [] and 0 on failure or missing data', async () => {
    await expect(listOrEmpty(Promise.reject(new Error('x')))).resolves.toEqual({ list: [], total: 0 });
    await expect(listOrEmpty(Promise.resolve({ code: 200, message: '', data: null }))).resolves.toEqual({ list: [], total: 0 });
  });
  it('dataOr gives the fallback on failure', async () => {
    await expect(dataOr(Promise.reject(new Error('x')), 'none')).resolves.toBe('none');
  });
});
