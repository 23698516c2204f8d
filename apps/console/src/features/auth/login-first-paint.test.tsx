import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './LoginPage.tsx';

// login.html carries this markup in #root (scripts/preload-chunks.mjs): the page paints before its code has
// downloaded and run (Lighthouse FCP, issue 31), and the code then draws the same page over it.
const file = path.join(__dirname, 'login-first-paint.html');

describe('the login page’s first paint', () => {
  it('is the markup LoginPage renders (UPDATE_LOGIN_MARKUP=1 rewrites the file after a change)', () => {
    const markup = renderToStaticMarkup(<LoginPage />);
    if (process.env.UPDATE_LOGIN_MARKUP) writeFileSync(file, `${markup}\n`);
    expect(readFileSync(file, 'utf8').trim()).toBe(markup);
  });
});
