// A Vite plugin (build only): rewrites `import { Button, Table } from 'antd'` in the apps' own code into one
// import per component (`import Button from 'antd/es/button'`), and the same for '@ant-design/icons'.
//
// Why: a named import through a package's index makes the index a static dependency, and through it every
// component. Tree-shaking still drops what is unused, but the chunk planner sees the whole package reachable
// from the first module: manual chunk groups (vite.config.ts) could not tell what the first paint really
// needs. Per-component imports give it the true graph. The modules are the same files either way (antd's
// index only re-exports them), so nothing runs differently.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** `export { default as Name } from './dir'` lines of a package index → Name → import path. */
function exportsOf(indexFile, toPath) {
  const map = new Map();
  const re = /export\s*\{\s*default as (\w+)\s*\}\s*from\s*['"]\.\/([\w/-]+)['"]/g;
  for (const m of readFileSync(indexFile, 'utf8').matchAll(re)) map.set(m[1], toPath(m[2]));
  return map;
}

function packageDir(name) {
  return path.dirname(require.resolve(`${name}/package.json`));
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])(antd|@ant-design\/icons)\2;?/g;

export function deepImports() {
  let maps;
  const load = () => {
    maps ??= {
      antd: exportsOf(path.join(packageDir('antd'), 'es/index.js'), (dir) => `antd/es/${dir}`),
      '@ant-design/icons': exportsOf(
        path.join(packageDir('@ant-design/icons'), 'es/icons/index.js'),
        (file) => `@ant-design/icons/${file}`,
      ),
    };
    return maps;
  };
  return {
    name: 'deep-imports',
    apply: 'build',
    // After TypeScript is stripped: type-only names are gone by then.
    enforce: 'post',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0])) return null;
      if (!code.includes("'antd'") && !code.includes('"antd"') && !code.includes('@ant-design/icons')) return null;
      let changed = false;
      const out = code.replace(IMPORT, (whole, names, _q, pkg) => {
        const map = load()[pkg];
        const deep = [];
        const rest = [];
        for (const spec of names
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = spec.split(/\s+as\s+/).map((s) => s.trim());
          const target = map.get(imported);
          if (target) deep.push(`import ${local} from '${target}';`);
          else rest.push(spec);
        }
        if (deep.length === 0) return whole;
        changed = true;
        return [...deep, ...(rest.length ? [`import { ${rest.join(', ')} } from '${pkg}';`] : [])].join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
