// A Vite plugin for the sub-app's build (docs/sub-app-runtime.md): the shared modules (React, antd, dayjs,
// TanStack Query, zod, web-kit…) are left out of its chunks and read from the object the host installs on
// `globalThis`, so the shell's one copy serves both apps. Development (`vite` dev server) is untouched: the
// standalone page bundles its own copies as before.
import path from 'node:path';
import { parseAst } from 'vite';

/** Packages that must never be bundled into the sub-app: a second copy of any is a second runtime. */
const GUARDED = [
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|antd|dayjs|@tanstack[\\/](react-query|query-core)|@ant-design[\\/]cssinjs)[\\/]/,
  /[\\/]packages[\\/]web-kit[\\/]src[\\/]/,
];

const nameOf = (node) => (node.type === 'Identifier' ? node.name : node.value);

/**
 * Replaces the chunk's `import … from '<shared>'` declarations with reads from the runtime object. The
 * bundler writes these declarations itself, at the top of each chunk, in the plain forms handled here.
 */
export function rewriteSharedImports(code, shared, global) {
  const refuse = (source, what) => {
    throw new Error(`shared-runtime: the shell shares only ${shared.get(source).join(', ')} of ${source}, not ${what}`);
  };
  const ast = parseAst(code);
  const edits = [];
  /** Names this chunk reads, by module: the host loads the parts of its runtime not on screen yet (ready()). */
  const need = {};
  for (const node of ast.body) {
    const source = node.source?.value;
    if (!shared.has(source)) continue;
    const only = shared.get(source) === 'all' ? null : shared.get(source);
    if (node.type !== 'ImportDeclaration') throw new Error(`shared-runtime: cannot re-export from shared module ${source}`);
    const mod = `__consoleShared(${JSON.stringify(source)})`;
    const decls = [];
    const named = [];
    for (const s of node.specifiers) {
      if (only && s.type !== 'ImportSpecifier') refuse(source, 'the whole module');
      if (only && !only.includes(nameOf(s.imported))) refuse(source, nameOf(s.imported));
      const read = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : nameOf(s.imported);
      need[source] = [...(need[source] ?? []), read];
      if (s.type === 'ImportDefaultSpecifier') decls.push(`const ${s.local.name} = ${mod}.default;`);
      else if (s.type === 'ImportNamespaceSpecifier') decls.push(`const ${s.local.name} = ${mod};`);
      else named.push(`${JSON.stringify(nameOf(s.imported))}: ${s.local.name}`);
    }
    if (named.length) decls.push(`const { ${named.join(', ')} } = ${mod};`);
    // A bare `import 'x'` (side effects only): the shell has already run the module.
    edits.push({ start: node.start, end: node.end, text: decls.join(' ') });
  }
  if (!edits.length) return null;
  // The host hands the shell's first-paint modules at once and loads the rest the first time a chunk reads a
  // name from it: the chunk waits (top-level await) before its first read. A host without ready() has it all.
  if (Object.keys(need).length) {
    const first = edits.reduce((a, b) => (a.start < b.start ? a : b));
    first.text = `await globalThis[${JSON.stringify(global)}]?.ready?.(${JSON.stringify(need)}); ${first.text}`;
  }
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  const helper =
    `function __consoleShared(id) { const m = globalThis[${JSON.stringify(global)}]?.modules?.[id];` +
    ` if (!m) throw new Error("子应用需要宿主提供共享模块 " + id); return m; }\n`;
  return helper + out;
}

/**
 * `modules`: specifier → 'all' or the names shared (@console/contract/subapp SHARED_MODULES); `global`: where the
 * host puts them.
 */
export function sharedRuntime({ modules, global }) {
  const shared = new Map(Object.entries(modules));
  /** Resolved file → specifier, so that a relative import inside a package (the icons' own Context) is caught too. */
  const byFile = new Map();
  let root = process.cwd();
  return {
    name: 'shared-runtime',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise find the package in node_modules and bundle it.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const importer = path.join(root, 'index.html');
      for (const spec of shared.keys()) {
        const r = await this.resolve(spec, importer, { skipSelf: true });
        if (!r) throw new Error(`shared-runtime: cannot resolve ${spec}`);
        byFile.set(r.id, spec);
      }
    },
    async resolveId(source, importer) {
      if (shared.has(source)) return { id: source, external: true };
      if (!importer || source.startsWith('\0')) return null;
      const r = await this.resolve(source, importer, { skipSelf: true });
      const spec = r && byFile.get(r.id);
      return spec ? { id: spec, external: true } : null;
    },
    generateBundle(_options, bundle) {
      // Only code that made it into a chunk counts (a package's index that re-exports a shared file is empty).
      const copies = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk' ? Object.entries(c.modules).filter(([id, m]) => m.renderedLength > 0 && GUARDED.some((re) => re.test(id))) : [],
      );
      if (copies.length)
        this.error(
          `shared-runtime: the sub-app would carry its own copy of shared code (import it through a shared module instead): ${copies
            .slice(0, 5)
            .map(([id]) => id)
            .join(', ')}`,
        );
    },
    renderChunk(code) {
      const out = rewriteSharedImports(code, shared, global);
      return out === null ? null : { code: out, map: null };
    },
  };
}
