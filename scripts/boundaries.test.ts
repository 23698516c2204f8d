import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain script, no types
import { check, MAX_LINES } from './boundaries.mjs';

function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

it('refuses imports between features, into other apps, from packages into apps, and long files', () => {
  const root = tree({
    'apps/console/src/features/users/UsersPage.tsx': "import { x } from '../roles/roles-api.ts';\n",
    'apps/console/src/features/roles/roles-api.ts': 'export const x = 1;\n',
    'apps/console/src/app/shell.tsx': "import { y } from '../../../business/src/app/mount.tsx';\n",
    'apps/business/src/app/mount.tsx': 'export const y = 1;\n',
    'packages/web-kit/src/a.ts': "import { z } from '../../../apps/server/src/config.ts';\n",
    'apps/server/src/config.ts': `${'// line\n'.repeat(MAX_LINES + 1)}`,
    'apps/console/src/features/users/users-api.ts': "import { x } from './UsersPage.tsx';\nimport { s } from '../../shared/s.ts';\n",
  });
  const problems: string[] = check(root);
  expect(problems.some((p) => p.startsWith("apps/console/src/features/users/UsersPage.tsx: feature 'users' imports feature 'roles'"))).toBe(
    true,
  );
  expect(problems.some((p) => p.startsWith("apps/console/src/app/shell.tsx: imports another app's internals"))).toBe(true);
  expect(problems.some((p) => p.startsWith('packages/web-kit/src/a.ts: a package imports an app'))).toBe(true);
  expect(problems.some((p) => p.startsWith(`apps/server/src/config.ts: ${MAX_LINES + 2} lines`))).toBe(true);
  // Imports inside one feature, and into the app's shared folder, are fine.
  expect(problems.filter((p) => p.includes('users-api.ts'))).toEqual([]);
  expect(problems).toHaveLength(4);
});

it('refuses a descriptor module that loads zod or a schema module', () => {
  const root = tree({
    'packages/contract/src/api/a.ts':
      "import { z } from 'zod';\nimport { pageQuery } from '../paging.ts';\nimport type { Row } from '../a.ts';\nimport { area, schemas } from '../endpoint.ts';\nimport { declare } from '../declaration.ts';\nimport { resourceApi } from './resource.ts';\nconst s = schemas(() => import('../a.ts'));\n",
    'packages/contract/src/format.ts': "import { declare } from './declaration.ts';\nimport { money } from './products-sku.ts';\n",
  });
  expect(check(root)).toEqual([
    'packages/contract/src/api/a.ts: a descriptor module imports zod; name schemas with schemas(() => import(…)) instead',
    'packages/contract/src/api/a.ts: a descriptor module imports ../paging.ts; name schemas with schemas(() => import(…)) instead',
    'packages/contract/src/format.ts: a descriptor module imports ./products-sku.ts; name schemas with schemas(() => import(…)) instead',
  ]);
});

it('the project itself keeps its boundaries', () => {
  expect(check(path.resolve(import.meta.dirname, '..'))).toEqual([]);
});
