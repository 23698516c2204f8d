import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { preloadTags } from './preload-chunks.mjs';

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

  it('fails the build when the chunk is gone (renamed), rather than silently preloading nothing', () => {
    expect(() => preloadTags(bundle, ['gone'], '/')).toThrow(/no chunk named gone/);
  });
});
