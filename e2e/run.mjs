import { spawnSync } from 'node:child_process';
const r = spawnSync('node', ['../scripts/test.mjs', 'e2e'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
