import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeMotion } from './motion.ts';

const mediaAnswering = (reduce: boolean) => (query: string) =>
  ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList;

describe('themeMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps animations for a system that does not ask for less motion', () => {
    vi.stubGlobal('matchMedia', mediaAnswering(false));
    expect(themeMotion()).toBe(true);
  });

  it('turns them off when the system asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', mediaAnswering(true));
    expect(themeMotion()).toBe(false);
  });
});
