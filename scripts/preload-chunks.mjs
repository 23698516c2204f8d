// A Vite plugin (build only): a page of its own (login.html) that fetches the named dynamic chunks (and what
// they import) along with the entry, instead of once the entry has run and asked for them. The login page is
// such a chunk: main.tsx imports it only on /login, so its code waited a round trip after the entry's
// (Lighthouse: first contentful paint, issue 31). Other pages keep index.html and do not fetch it.

/**
 * `<link rel="modulepreload">` tags for the chunks named `names` and their static imports (what the entry
 * loads anyway excepted), and `<link rel="preload" as="style">` for their CSS.
 */
export function preloadTags(bundle, names, base = '/') {
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
  // Their CSS too, fetched only: the chunk's import puts it in place (a stylesheet here would hold every page's paint).
  const styles = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
  return [
    ...files.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${f}` }, injectTo: 'head' })),
    ...styles.map((f) => ({
      tag: 'link',
      attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${f}` },
      injectTo: 'head',
    })),
  ];
}

/** Writes `<page>.html`: index.html with the preload tags of `names`; the server answers /<page> with it. */
export function preloadChunks(page, names) {
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
      const links = preloadTags(bundle, names, base)
        .map(
          ({ attrs }) =>
            `<link ${Object.entries(attrs)
              .map(([k, v]) => (v === true ? k : `${k}="${v}"`))
              .join(' ')}>`,
        )
        .join('\n    ');
      this.emitFile({ type: 'asset', fileName: `${page}.html`, source: String(index.source).replace('</head>', `  ${links}\n  </head>`) });
    },
  };
}
