// First: React must find the census' hook when it starts.
import { renderCensus } from './render-census.ts';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StyleWarmer } from './StyleWarmer.tsx';
import { resetBrowser, stubBrowser } from './test-kit.tsx';

beforeAll(stubBrowser);
afterAll(resetBrowser);

// The warmer's first render (~200 components, a table and a search form) takes 4–5 s in jsdom on a busy machine.
describe('StyleWarmer', { timeout: 30_000 }, () => {
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
