// `npm run new:area -- <kebab-name> [--label 中文名] [--group <menu group code>]`
// Scaffolds one working resource on both sides, on the protocol of docs/adding-an-area.md: the contract
// descriptor, the table (and its migration), the service on the one resource service, the routes, table-driven
// API tests, a sub-app page, and the registry lines (server modules, menu tree, sub-app pages).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--') && !['--label', '--group'].includes(args[args.indexOf(a) - 1]));
const opt = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);

if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  process.stderr.write('用法: npm run new:area -- <kebab-case 名称> [--label 中文名] [--group 菜单分组编码]\n');
  process.exit(2);
}
const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const Pascal = camel[0].toUpperCase() + camel.slice(1);
const snake = name.replaceAll('-', '_');
const label = opt('--label', name);
const group = opt('--group', 'system');

const file = (rel) => path.join(root, rel);
const create = (rel, text) => {
  if (existsSync(file(rel))) throw new Error(`${rel} already exists`);
  mkdirSync(path.dirname(file(rel)), { recursive: true });
  writeFileSync(file(rel), text);
  process.stdout.write(`created  ${rel}\n`);
};
const insert = (rel, anchor, text, { after = true } = {}) => {
  const src = readFileSync(file(rel), 'utf8');
  const at = src.indexOf(anchor);
  if (at < 0) throw new Error(`${rel}: anchor not found: ${anchor}`);
  const pos = after ? at + anchor.length : at;
  writeFileSync(file(rel), src.slice(0, pos) + text + src.slice(pos));
  process.stdout.write(`updated  ${rel}\n`);
};

create(
  `packages/contract/src/${name}.ts`,
  `import { z } from 'zod';
import { codeField, idField, listQuery, nameField, rowBase, statusField, textField, updateBody } from './resource.ts';

export * from './api/${name}.ts';

/** ${label}: one standard resource (code, name, remark, status). */
export const ${camel}Create = z.strictObject({
  code: codeField('${label}'),
  name: nameField('${label}'),
  remark: textField('备注', 200),
  status: statusField.default(1),
});
export const ${camel}Update = updateBody(${camel}Create, { id: idField('${label}') });
export const ${camel}Query = listQuery({});
export const ${camel}Row = z.object({ ...rowBase, code: z.string(), name: z.string(), remark: z.string() });
export type ${Pascal}Row = z.infer<typeof ${camel}Row>;
`,
);
create(
  `packages/contract/src/api/${name}.ts`,
  `import { schemas } from '../endpoint.ts';
import { resourceApi } from './resource.ts';

const s = schemas(() => import('../${name}.ts'));

/** ${label}'s calls (no zod: a page lists with them before its schemas load; the schemas: ../${name}.ts). */
export const ${camel}Api = resourceApi({
  tag: '${label}',
  path: '/${camel}',
  page: '${camel}',
  label: '${label}',
  create: s.${camel}Create,
  update: s.${camel}Update,
  query: s.${camel}Query,
  row: s.${camel}Row,
});
`,
);

const mod = `apps/server/src/modules/${name}`;
create(
  `apps/server/src/db/schema/${name}.ts`,
  `import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { code, orEmpty, statusAndTimes } from '../columns.ts';

export const ${camel}s = pgTable('${snake}', {
  id: serial().primaryKey(),
  code: code().unique(),
  name: varchar({ length: 50 }).notNull(),
  remark: orEmpty(200),
  ...statusAndTimes(),
});
`,
);
create(
  `${mod}/${name}.service.ts`,
  `import { ${camel}Api } from '@console/contract/${name}';
import { resourceService } from '../../shared/resource-service.ts';
import { ${camel}s } from '../../db/schema/${name}.ts';

/** ${label}: the one resource service does the verbs (types from the descriptor); the area's rules go in hooks. */
export const ${camel}Service = () =>
  resourceService({
    api: ${camel}Api,
    table: ${camel}s,
    label: '${label}',
    duplicate: '${label}编码已存在',
    audit: {
      module: '${label}',
      targetType: '${snake}',
      labels: { code: '编码', name: '名称', remark: '备注', status: '状态' },
      values: { status: { 1: '启用', 2: '停用' } },
    },
  });
`,
);
create(
  `${mod}/${name}.routes.ts`,
  `import { ${camel}Api } from '@console/contract/${name}';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveResource } from '../../shared/resource-routes.ts';
import { ${camel}Service } from './${name}.service.ts';

export const ${camel}Routes: FastifyPluginAsyncZod = async (app) => {
  serveResource(app, ${camel}Api, ${camel}Service());
};
`,
);
create(
  `${mod}/${name}.test.ts`,
  `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t?.close());

const list = async (q: Record<string, unknown> = {}) => (await t.get('/${camel}/queryList', { page: 1, pageSize: 10, ...q }, { token })).body;

describe('${label}', () => {
  it('adds, lists, edits (a stale edit is refused), disables and deletes', async () => {
    const added = await t.post('/${camel}/add', { code: 'S001', name: '样例' }, { token });
    expect(added.body).toMatchObject({ code: 200, message: '新增成功' });
    const id = added.body.data.id;
    expect((await t.post('/${camel}/add', { code: 'S001', name: '重复' }, { token })).body).toMatchObject({ code: 409, message: '${label}编码已存在' });
    const [row] = (await list({ code: 'S001' })).data;
    expect(row).toMatchObject({ id, code: 'S001', name: '样例', status: 1 });
    const edit = (name: string) => ({ id, code: 'S001', name, remark: '', status: 1, updateTime: row.updateTime });
    expect((await t.post('/${camel}/update', edit('改名'), { token })).body).toMatchObject({ code: 200 });
    expect((await t.post('/${camel}/update', edit('旧页面'), { token })).body).toMatchObject({
      code: 409,
      message: '数据已被他人修改，请刷新后重试',
    });
    expect((await list({ code: 'S001' })).data[0].name).toBe('改名');
    expect((await t.post('/${camel}/disable', { ids: [id] }, { token })).body).toMatchObject({ code: 200 });
    expect((await t.post('/${camel}/disable', { ids: [id] }, { token })).body).toMatchObject({ code: 409 });
    expect((await t.post('/${camel}/delete', { id }, { token })).body).toMatchObject({ code: 200, message: '删除成功' });
    expect((await list({ code: 'S001' })).total).toBe(0);
  });

  it.each([
    ['add', { code: '', name: '' }],
    ['update', { id: 'x' }],
    ['delete', {}],
  ])('refuses a bad %s body with 400 and a Chinese message', async (action, body) => {
    const res = await t.post(\`/${camel}/\${action}\`, body, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[\\u4e00-\\u9fa5]/);
  });

  it('answers 600008 without a session', async () => {
    expect((await t.get('/${camel}/queryList', { page: 1, pageSize: 10 })).body.code).toBe(600008);
  });
});
`,
);

insert(
  'apps/server/src/modules/registry.ts',
  "import type { FastifyInstance } from 'fastify';\n",
  `import { ${camel}Routes } from './${name}/${name}.routes.ts';\n`,
);
insert('apps/server/src/modules/registry.ts', 'const AREAS = [\n', `  ${camel}Routes,\n`);

const menu = 'apps/server/src/db/menu-tree.ts';
const src = readFileSync(file(menu), 'utf8');
const groupAt = src.indexOf(`code: '${group}',`);
if (groupAt < 0) throw new Error(`menu group '${group}' not found in ${menu}`);
const pagesAt = src.indexOf('pages: [', groupAt) + 'pages: ['.length;
writeFileSync(
  file(menu),
  `${src.slice(0, pagesAt)}\n      { name: '${camel}', label: '${label}管理', url: sub('${name}', 'list'), actions: crudToggle },${src.slice(pagesAt)}`,
);
process.stdout.write(`updated  ${menu}\n`);

create(
  `apps/business/src/features/${name}/${Pascal}Page.tsx`,
  `import { ${camel}Api } from '@console/contract/api/${name}';
import type { ${Pascal}Row } from '@console/contract/${name}';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';

const fields: FieldDef[] = [
  { name: 'code', label: '编码', lockOnEdit: true },
  { name: 'name', label: '名称' },
  { name: 'remark', label: '备注', kind: 'textarea' },
  { name: 'status', label: '状态', kind: 'status' },
];

export default function ${Pascal}Page() {
  return (
    <ResourceTable<${Pascal}Row>
      area="${name}"
      api={${camel}Api}
      label="${label}"
      search={[
        { name: 'code', label: '编码' },
        { name: 'name', label: '名称' },
      ]}
      columns={[
        { title: '编码', dataIndex: 'code', width: 140 },
        { title: '名称', dataIndex: 'name' },
        { title: '备注', dataIndex: 'remark', ellipsis: true },
        { title: '更新时间', dataIndex: 'updateTime', width: 170 },
      ]}
      form={{ fields }}
    />
  );
}
`,
);
insert(
  'apps/business/src/app/pages-operations.ts',
  'export const OPERATIONS_PAGES: SubappPage[] = [\n',
  `  { path: '/${name}/list', title: '${label}管理', permission: '${camel}.query', list: first('${name}', () => import('@console/contract/api/${name}').then((m) => m.${camel}Api)), load: () => import('../features/${name}/${Pascal}Page.tsx') },\n`,
);

if (!args.includes('--no-migration')) {
  const r = spawnSync('npm', ['run', 'db:generate', '-w', 'server', '--', '--name', snake], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
spawnSync(
  'npx',
  [
    'biome',
    'check',
    '--write',
    `packages/contract/src/${name}.ts`,
    `packages/contract/src/api/${name}.ts`,
    mod,
    `apps/business/src/features/${name}`,
    `apps/server/src/db/schema/${name}.ts`,
    'apps/business/src/app/pages-operations.ts',
    menu,
  ],
  {
    cwd: root,
    stdio: 'ignore',
  },
);
process.stdout.write(
  `\n${label}: npx vitest run ${mod}  ·  page /subapp/${name}/list  ·  keys ${camel}.query/add/edit/delete/enable/disable\n`,
);
