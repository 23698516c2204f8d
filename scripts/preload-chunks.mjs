// A Vite plugin (build only): a page of its own (login.html) that fetches the named dynamic chunks (and what
// they import) along with the entry, instead of once the entry has run and asked for them. The login page is
// such a chunk: main.tsx imports it only on /login, so its code waited a round trip after the entry's
// (Lighthouse: first contentful paint, issue 31). Other pages keep index.html and do not fetch it. It also
// carries a copy of the login page's markup, so that the page paints as soon as its HTML and CSS are in.
import { readFileSync } from 'node:fs';

/**
 * `<link rel="modulepreload">` tags for the chunks named `names` and their static imports (what the entry
 * loads anyway excepted), and `<link rel="preload" as="style">` for their CSS — `<link rel="stylesheet">` when
 * the page paints markup of theirs before its code runs (`styled`).
 */
export function preloadTags(bundle, names, base = '/', styled = false) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Set();
  for (const entry of chunks.filter((c) => c.isEntry)) {
    const stack = [entry.fileName];
    while (stack.length) {
      const f = stack.pop();
      if (loaded.has(f)) continue;
      loaded.add(f);
      stack.push(...(byFile.get(f)?.imports ?? []));
    }
  }
  const files = [];
  const visit = (f) => {
    if (loaded.has(f) || files.includes(f)) return;
    files.push(f);
    for (const i of byFile.get(f)?.imports ?? []) visit(i);
  };
  for (const name of names) {
    const chunk = chunks.find((c) => c.name === name && !c.isEntry);
    if (!chunk) throw new Error(`preload-chunks: no chunk named ${name}`);
    visit(chunk.fileName);
  }
  // Their CSS too, fetched only unless the first paint needs it: the chunk's import puts it in place.
  const styles = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
  return [
    ...files.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${f}` }, injectTo: 'head' })),
    ...styles.map((f) => ({
      tag: 'link',
      attrs: styled
        ? { rel: 'stylesheet', crossorigin: true, href: `${base}${f}` }
        : { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${f}` },
      injectTo: 'head',
    })),
  ];
}

/**
 * The page's HTML: index.html with `tags` in its head and, when given, `markup` in #root — a copy of what the
 * page's code draws, painted before that code has downloaded and run. The copy is inert and its inputs read-only
 * (nothing in it can be typed into, focused or submitted: what is typed there would be lost, a native submit
 * would put the password in the address); the code's first render replaces it with the live page. The entry
 * module is then loaded by /after-paint.js once the copy has painted: fetched with the HTML, it would run first.
 */
export function pageHtml(index, tags, markup) {
  const links = tags
    .map(
      ({ attrs }) =>
        `<link ${Object.entries(attrs)
          .map(([k, v]) => (v === true ? k : `${k}="${v}"`))
          .join(' ')}>`,
    )
    .join('\n    ');
  const html = String(index).replace('</head>', `  ${links}\n  </head>`);
  if (!markup) return html;
  if (!html.includes('<div id="root"></div>')) throw new Error('preload-chunks: index.html has no empty #root');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  if (!entry.test(html)) throw new Error('preload-chunks: index.html has no entry module script');
  return html.replace(entry, '<script defer src="/after-paint.js" data-entry="$1"></script>').replace(
    '<div id="root"></div>',
    `<div id="root">${markup
      .trim()
      .replace(/^<(\w+)/, '<$1 inert')
      .replaceAll('<input ', '<input readonly ')}</div>`,
  );
}

/**
 * The page's stylesheets written into it: a painted copy of the markup then waits for no request (Lighthouse:
 * render-blocking CSS held the first paint a round trip, issue 31). They are a few KiB; the chunks that import
 * them still load them after the paint, which then changes nothing. `cssOf(href)` gives a stylesheet's text.
 */
export function inlineStyles(html, cssOf) {
  return html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_tag, href) => {
    const css = cssOf(href);
    if (css === undefined) throw new Error(`preload-chunks: no stylesheet ${href} in the bundle`);
    return `<style>${String(css).trim()}</style>`;
  });
}

/**
 * Writes `<page>.html`: index.html with the preload tags of `names` and, with `firstPaint` (a file of the page's
 * markup), that markup in #root; the server answers /<page> with it.
 */
export function preloadChunks(page, names, firstPaint) {
  let base = '/';
  return {
    name: 'preload-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index) throw new Error('preload-chunks: the build wrote no index.html');
      const markup = firstPaint ? readFileSync(firstPaint, 'utf8') : undefined;
      let source = pageHtml(index.source, preloadTags(bundle, names, base, !!markup), markup);
      if (markup) source = inlineStyles(source, (href) => bundle[href.slice(base.length)]?.source);
      this.emitFile({ type: 'asset', fileName: `${page}.html`, source });
    },
  };
}
