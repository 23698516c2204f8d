// A Vite plugin (build only): a few antd components import another component for a case the product rarely or
// never shows, and every list would load it with its first paint for that. Here such an import gets a
// stand-in that fetches the real component the first time it is drawn (the same component with the same
// props, a moment later that one time):
// - the table's filter drop-down draws antd's Tree only for a column filter with `filterMode: 'tree'`
//   (Tree with rc-tree: ~11 KiB brotli);
// - Card draws a Skeleton only while `loading` (~2.4 KiB).
// If an antd upgrade moves one of these imports, the build fails here rather than silently keeping the part.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const PARTS = [
  {
    name: 'filter-tree',
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    source: '../../../tree',
    target: 'es/tree/index.js',
  },
  { name: 'card-skeleton', importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/, source: '../skeleton', target: 'es/skeleton/index.js' },
];
const PREFIX = '\0lazy-antd-part:';

export function lazyAntdParts() {
  const replaced = new Set();
  return {
    name: 'lazy-antd-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const part = PARTS.find((p) => p.source === source && p.importer.test(importer));
      if (!part) return null;
      replaced.add(part.name);
      return PREFIX + part.name;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const part = PARTS.find((p) => PREFIX + p.name === id);
      const real = path.join(path.dirname(require.resolve('antd/package.json')), part.target);
      return [
        "import * as React from 'react';",
        `const Part = React.lazy(() => import(${JSON.stringify(real)}));`,
        'export default function LazyAntdPart(props) {',
        '  return React.createElement(React.Suspense, { fallback: null }, React.createElement(Part, props));',
        '}',
      ].join('\n');
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      for (const part of PARTS)
        if (ids.some((id) => part.importer.test(id)) && !replaced.has(part.name))
          throw new Error(`lazy-antd-parts: ${part.importer} no longer imports '${part.source}'`);
    },
  };
}
