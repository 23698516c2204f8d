// `npm run stats`: the figures of the resource protocol (issue "One resource protocol"), read off the sources.
// - list idioms on the server and the client (how many different ways a list is built; the goal is one each);
// - standard resources declared on the one resource service, of those served as standard resources, and of every
//   standard resource the contract names (queryList + add / update / delete), with those still served by hand;
// - resource declarations and state machines; services copying the keyset paging block; screens restating a
//   transition from status numbers (issue 26: the goal is all on the engine, no copy, no restating);
// - lines of the console's system screens;
// - call paths written as strings outside the contract (the goal is none: calls go through descriptors);
// - names of each business area across module folder, contract file, feature folder and query keys.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { filesWriting, spreadLiterals, uncomment } from './written-once.mjs';

const root = path.resolve(import.meta.dirname, '..');
const walk = (dir, out = []) => {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
};
const rel = (p) => path.relative(root, p);
const read = (p) => readFileSync(p, 'utf8');
const count = (files, re) => files.filter((f) => re.test(read(f))).length;

const server = walk(path.join(root, 'apps/server/src/modules'));
const serverIdioms = {
  // preparedPagedList is pagedList with its SQL prepared once per filter shape (same paging, totals and cursor code).
  pagedList: count(server, /\b(pagedList|preparedPagedList)\(/),
  pageOf: count(server, /\bpageOf\(/),
  'inline count': count(server, /Promise\.all\(\[[^\]]*\bcount\(\)/s),
};

// Standard resources (served by serveResource) and how many of them are declared on the one resource service.
const occurrences = (files, re) => files.reduce((n, f) => n + (read(f).match(re)?.length ?? 0), 0);
const standardResources = {
  served: occurrences(server, /\bserveResource\(app\b/g),
  onResourceService: occurrences(server, /\bresourceService[<(]/g),
};

const clients = [...walk(path.join(root, 'apps/console/src')), ...walk(path.join(root, 'apps/business/src'))];

// The paged list calls of the contract (`logsApi.loginList`, `brandApi.queryList`), read off its descriptors.
const { register } = await import('tsx/esm/api');
register();
const pagedCalls = new Set();
/** Contract exports that are a standard resource (queryList with add / update / delete), a declaration, a machine. */
const standardApis = new Set();
const declarations = new Set();
/** Labels of declared fields, and the issue's examples of labels that must be written once. */
const declaredLabels = new Set(['订单号', '审核时间', '门店名称', '仓库名称', '服务商名称', '品牌名称']);
const machines = new Set();
for (const f of walk(path.join(root, 'packages/contract/src'))) {
  for (const [name, value] of Object.entries(await import(f))) {
    if (!value || typeof value !== 'object') continue;
    if (value.queryList && value.add && value.update && value.delete) standardApis.add(name);
    if (value.fields && value.endpoints && value.scope) {
      declarations.add(name);
      for (const f of Object.values(value.fields)) declaredLabels.add(f.label);
    }
    if (value.states && value.transitions) machines.add(name);
    else if (value.machine?.states) machines.add(`${name}.machine`);
    for (const [key, e] of Object.entries(value)) if (e && typeof e === 'object' && e.paged === true) pagedCalls.add(`${name}.${key}`);
  }
}
/** The `<Table …>` elements of a file, each as its opening tag's text (up to the first `>` outside braces). */
const tables = (code) =>
  [...code.matchAll(/<Table\b(<[\w.[\]'" |]+>)?/g)].map((m) => {
    let depth = 0;
    for (let i = m.index + m[0].length; i < code.length; i++) {
      if (code[i] === '{') depth++;
      else if (code[i] === '}') depth--;
      else if (code[i] === '>' && depth === 0 && code[i - 1] !== '=') return code.slice(m.index, i);
    }
    return code.slice(m.index);
  });
/**
 * A server list shown by hand: a file that calls a paged list endpoint of the contract and shows an antd Table
 * with a pager of its own. A static sub-table (order lines of a detail reply, `pagination={false}`) is not one,
 * nor is a table fed by something other than a paged list call.
 */
const handList = (f) => {
  const code = read(f);
  const callsPaged = [...code.matchAll(/\b(\w+Api)\.(\w+)\b/g)].some((m) => pagedCalls.has(`${m[1]}.${m[2]}`));
  return callsPaged && tables(code).some((t) => /\bpagination=/.test(t) && !/\bpagination=\{false\}/.test(t));
};
const handLists = clients.filter(handList);
const clientIdioms = {
  ResourceTable: count(clients, /<ResourceTable\b/),
  'antd Table by hand': handLists.length,
  listOrEmpty: count(clients, /\blistOrEmpty\(/),
};

const SCREENS = ['users', 'departments', 'roles', 'menus', 'content'];
const screenLines = Object.fromEntries(
  SCREENS.map((s) => {
    const dir = path.join(root, 'apps/console/src/features', s);
    let n = 0;
    try {
      for (const f of walk(dir)) if (/\.tsx$/.test(f)) n += read(f).split('\n').length;
    } catch {}
    return [s, n];
  }),
);

// The one engine: which standard resources the server serves on resourceService, which it still serves by hand.
const onEngine = new Set();
for (const f of server) for (const m of read(f).matchAll(/\bapi:\s*(\w+Api)\b/g)) onEngine.add(m[1]);
// A resource that cannot fit says why in a comment right above its declaration: `// Not on the resource engine: …`.
const exceptions = new Map();
for (const f of walk(path.join(root, 'packages/contract/src/api'))) {
  for (const m of read(f).matchAll(/\/\/ Not on the resource engine: ((?:.*\n)(?:\/\/ .*\n)*)(?:\/\*\*.*\*\/\n)?export const (\w+Api)\b/g))
    exceptions.set(m[2], m[1].replace(/\n\/\/ /g, ' ').trim());
}
const byHand = [...standardApis].filter((a) => !onEngine.has(a) && !exceptions.has(a)).sort();
// Keyset paging spelt out in a service instead of the one list builder (shared/list.ts).
const keysetCopies = server.filter((f) => /\bp\.seek\b|\bp\.keyField\b/.test(read(f))).map(rel);
// A screen deciding from a status number what a row may do, instead of reading its declared machine.
const restated = clients
  .filter((f) => /\/features\//.test(f))
  .filter((f) => /\b(row|r|o|record|po)\.status\s*[!=]==\s*\d/.test(read(f)))
  .map(rel);

// A field's label, a word of the interface or a page's title kept in one place (COMMON, WORDS, PAGES), written in more
// than one source file (tests, demo data, fixtures and the menu seed aside). Comments do not count; a word counts
// as a string ('启用', "启用") or as JSX text (>启用<).
const labelSources = [...server, ...clients, ...walk(path.join(root, 'packages'))].filter(
  (f) => !/demo|fixtures|-bodies|menu-tree|node_modules/.test(f),
);
const uncommented = new Map(labelSources.map((f) => [rel(f), uncomment(read(f))]));
const oneHome = async (file, name) => Object.values((await import(path.join(root, file)))[name]);
for (const c of await oneHome('packages/contract/src/common-fields.ts', 'COMMON')) declaredLabels.add(c.label);
for (const w of await oneHome('packages/contract/src/words.ts', 'WORDS')) declaredLabels.add(w);
for (const p of await oneHome('packages/contract/src/api/pages.ts', 'PAGES')) declaredLabels.add(p.title);
const { all: labelFiles, repeated: repeatedLabels } = filesWriting(declaredLabels, uncommented);
// The figure still to bring down: Chinese words written as literals in three or more files, whether declared yet or not.
const spreadWords = spreadLiterals(uncommented);
// Call paths: string literals that look like API paths ('/user/queryList', `/product/brand/${x}`).
const contractPaths = new Set();
for (const f of walk(path.join(root, 'packages/contract/src'))) {
  for (const m of read(f).matchAll(/path:\s*'([^']+)'/g)) contractPaths.add(m[1]);
}
for (const f of server.filter((f) => f.endsWith('.routes.ts'))) {
  for (const m of read(f).matchAll(/['`](\/[a-zA-Z]+\/[A-Za-z0-9/._-]*)['`]/g)) contractPaths.add(m[1]);
}
const prefixes = new Set([...contractPaths].map((p) => p.split('/')[1]));
const pathStrings = [];
// Screen routing tables hold screen addresses (/wms/inventory), not calls.
const screenRoutes = (f) => /(^|[-/])(routes|page-registry|pages-[a-z]+)\.tsx?$/.test(f);
for (const f of [...clients, ...walk(path.join(root, 'packages/web-kit/src'))].filter((f) => !screenRoutes(f))) {
  const code = read(f)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  for (const m of code.matchAll(/['`](\/[a-zA-Z]+\/[A-Za-z0-9/${}._-]+)['`]/g)) {
    const first = m[1].split('/')[1];
    // Routes of the console itself (/userManagement, /business/...) are screen addresses, not calls.
    if (prefixes.has(first) && !/Management$/.test(first)) pathStrings.push(`${rel(f)}: ${m[1]}`);
  }
}

const dirs = (p) => readdirSync(path.join(root, p)).filter((n) => statSync(path.join(root, p, n)).isDirectory());
const names = (area) => ({
  module: dirs('apps/server/src/modules').filter((n) => n.startsWith(area)),
  contract: readdirSync(path.join(root, 'packages/contract/src')).filter((n) => n.startsWith(area) && !n.includes('.test.')),
  console: dirs('apps/console/src/features').filter((n) => n.startsWith(area)),
  business: dirs('apps/business/src/features').filter((n) => n.startsWith(area)),
});

const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);
const used = (o) => Object.values(o).filter((n) => n > 0).length;
const line = (label, value) => process.stdout.write(`${label.padEnd(44)} ${value}\n`);

process.stdout.write('# Resource protocol figures\n\n');
line('server list idioms in use', `${used(serverIdioms)}  ${JSON.stringify(serverIdioms)}`);
line('standard resources on resourceService', `${standardResources.onResourceService}/${standardResources.served} served as such`);
line(
  'standard resources in the contract',
  `${standardApis.size}, on the one engine ${standardApis.size - byHand.length - exceptions.size}, exceptions ${exceptions.size}, by hand ${byHand.length}`,
);
for (const [a, why] of exceptions) process.stdout.write(`  exception: ${a} — ${why}\n`);
for (const a of byHand) process.stdout.write(`  by hand: ${a}\n`);
line(
  'resource declarations / state machines',
  `${declarations.size} / ${machines.size}  ${JSON.stringify([...declarations, ...machines])}`,
);
line('services copying the keyset paging block', `${keysetCopies.length}`);
for (const f of keysetCopies) process.stdout.write(`  copy: ${f}\n`);
line('client files restating a transition', `${restated.length}`);
for (const f of restated) process.stdout.write(`  restates: ${f}\n`);
line('declared labels written in more than one file', `${repeatedLabels.length} of ${labelFiles.length}`);
for (const [label, files] of repeatedLabels) process.stdout.write(`  ${label}: ${files.join(', ')}\n`);
line('Chinese literals written in 3 or more files', `${spreadWords.length}`);
process.stdout.write(
  `  ${spreadWords
    .slice(0, 30)
    .map(([w, n]) => `${w} ${n}`)
    .join(', ')}\n`,
);
line('client list idioms in use', `${used(clientIdioms)}  ${JSON.stringify(clientIdioms)}`);
for (const f of handLists) process.stdout.write(`  by hand: ${rel(f)}\n`);
line('console system screens, lines (.tsx)', `${sum(screenLines)}  ${JSON.stringify(screenLines)}`);
line('call paths written as strings outside contract', pathStrings.length);
for (const s of pathStrings.slice(0, 80)) process.stdout.write(`  ${s}\n`);
if (pathStrings.length > 80) process.stdout.write(`  … ${pathStrings.length - 80} more\n`);
const product = names('product');
// An area may spread over several files (products.ts, products-sku.ts): its name is the part before the first '-'.
const spellings = new Set(
  Object.values(product)
    .flat()
    .map((n) => n.replace(/\.ts$/, '').split('-')[0]),
);
line('names of the product area', `${spellings.size}  ${JSON.stringify(product)}`);
