import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('npm run routes', () => {
  // It builds the app against no database: an area's start-up work (run at ready) failed it with ECONNREFUSED.
  it('prints every API route with its permission, without a database', { timeout: 120_000 }, () => {
    const out = execFileSync(process.execPath, ['scripts/routes.mjs'], { cwd: root, encoding: 'utf8' });
    const rows = out.split('\n').filter((l) => l.startsWith('| GET ') || l.startsWith('| POST '));
    expect(rows.length).toBeGreaterThan(400);
    expect(out).toContain('| POST | /user/login | public |');
    expect(out).toContain('| POST | /yuou/sync/run | partnerYuou.push |');
  });
});
