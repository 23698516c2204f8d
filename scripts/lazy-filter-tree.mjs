// A Vite plugin (build only): antd's Table imports its Tree (~11 KiB brotli with rc-tree) for one case, a column
// filter with `filterMode: 'tree'`, drawn inside the filter drop-down once it opens. Every list would load the
// tree with its first paint for that; here the table's filter drop-down gets a stand-in that fetches antd's
// Tree the first time such a filter opens (nothing else changes: same component, same props).
// If an antd upgrade moves that import, the build fails here rather than silently keeping the tree.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const FILTER_DROPDOWN = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
const TREE_IMPORT = '../../../tree';
const STAND_IN = '\0lazy-filter-tree';

export function lazyFilterTree() {
  let replaced = false;
  return {
    name: 'lazy-filter-tree',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== TREE_IMPORT || !importer || !FILTER_DROPDOWN.test(importer)) return null;
      replaced = true;
      return STAND_IN;
    },
    load(id) {
      if (id !== STAND_IN) return null;
      const tree = path.join(path.dirname(require.resolve('antd/package.json')), 'es/tree/index.js');
      return [
        "import * as React from 'react';",
        `const Tree = React.lazy(() => import(${JSON.stringify(tree)}));`,
        'export default function FilterTree(props) {',
        '  return React.createElement(React.Suspense, { fallback: null }, React.createElement(Tree, props));',
        '}',
      ].join('\n');
    },
    buildEnd() {
      const usesTable = [...this.getModuleIds()].some((id) => FILTER_DROPDOWN.test(id));
      if (usesTable && !replaced) throw new Error(`lazy-filter-tree: FilterDropdown.js no longer imports '${TREE_IMPORT}'`);
    },
  };
}
