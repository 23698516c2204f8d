// First: React must find the census' hook when it starts.
import { renderCensus } from './render-census.ts';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { StyleWarmer } from './StyleWarmer.tsx';

beforeAll(() => {
  window.matchMedia ??= ((q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {} })) as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
});

describe('StyleWarmer', () => {
  it('draws none of its unseen components again when its owner draws again', () => {
    let redraw = () => {};
    function Owner() {
      const [n, setN] = useState(0);
      redraw = () => setN(n + 1);
      return <StyleWarmer />;
    }
    render(<Owner />);
    renderCensus.start();
    act(() => redraw());
    expect(renderCensus.count('Owner')).toBe(1);
    expect(renderCensus.total()).toBe(1);
  });
});
