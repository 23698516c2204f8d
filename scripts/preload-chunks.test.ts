import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { inlineStyles, pageHtml, preloadTags } from './preload-chunks.mjs';

const chunk = (fileName: string, imports: string[], more: Record<string, unknown> = {}) => ({ type: 'chunk', fileName, imports, ...more });
const bundle = {
  'index.js': chunk('index.js', ['runtime.js'], { isEntry: true, name: 'index' }),
  'runtime.js': chunk('runtime.js', []),
  'login.js': chunk('login.js', ['index.js', 'logo.js'], { name: 'login', viteMetadata: { importedCss: new Set(['login.css']) } }),
  'logo.js': chunk('logo.js', ['runtime.js']),
  'shell.js': chunk('shell.js', ['index.js', 'logo.js'], { name: 'shell' }),
};

describe('preload-chunks: index.html fetches the login page with the entry, not after it', () => {
  it('preloads the named chunk, what it imports that the entry does not, and its CSS', () => {
    const tags = preloadTags(bundle, ['login'], '/') as { attrs: Record<string, unknown> }[];
    expect(tags.map((t) => [t.attrs.rel, t.attrs.href])).toEqual([
      ['modulepreload', '/login.js'],
      ['modulepreload', '/logo.js'],
      ['preload', '/login.css'],
    ]);
    expect(tags[2].attrs).toMatchObject({ as: 'style', crossorigin: true });
  });

  it('with a first paint of the page’s markup: its CSS a stylesheet, the markup inert in #root', () => {
    const tags = preloadTags(bundle, ['login'], '/', true) as { attrs: Record<string, unknown> }[];
    expect(tags[2].attrs).toEqual({ rel: 'stylesheet', crossorigin: true, href: '/login.css' });
    const index = '<html><head><script type="module" crossorigin src="/index.js"></script></head><body><div id="root"></div></body></html>';
    const html = pageHtml(index, tags, '<div class="login-page"><form><input name="password"></form></div>\n');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/login.css">\n  </head>');
    // Nothing in the copy can be typed into or submitted before the live page replaces it.
    expect(html).toContain('<div id="root"><div inert class="login-page"><form><input readonly name="password"></form></div></div>');
    // Its code is fetched once the copy has painted.
    expect(html).toContain('<script defer src="/after-paint.js" data-entry="/index.js"></script>');
    expect(html).not.toContain('type="module"');
    expect(pageHtml(index, tags)).toContain('<div id="root"></div>');
    expect(() => pageHtml('<body></body>', tags, '<p></p>')).toThrow(/no empty #root/);
  });

  it('writes the page’s stylesheets into it, so that its first paint waits for no request', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/a.css">\n<link rel="modulepreload" href="/a.js"></head>';
    const css: Record<string, string> = { '/a.css': '.a{color:red}\n' };
    expect(inlineStyles(html, (href: string) => css[href])).toBe(
      '<head><style>.a{color:red}</style>\n<link rel="modulepreload" href="/a.js"></head>',
    );
    expect(() => inlineStyles(html, () => undefined)).toThrow(/no stylesheet \/a.css/);
  });

  it('fails the build when the chunk is gone (renamed), rather than silently preloading nothing', () => {
    expect(() => preloadTags(bundle, ['gone'], '/')).toThrow(/no chunk named gone/);
  });
});
