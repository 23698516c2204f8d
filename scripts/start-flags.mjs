// What `npm start` runs the product with, read from package.json's start script: the environment it sets before
// `node` (read by the C library at process start, so only the command line can give it) and Node's flags. The
// bench starts the product the same way (bench/servers.ts), so what it measures is what `npm start` runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const assignment = /^([A-Z_][A-Z0-9_]*)=(\S*)$/;

export function startCommand(pkgFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package.json')) {
  const start = JSON.parse(readFileSync(pkgFile, 'utf8')).scripts?.start ?? '';
  const words = start.trim().split(/\s+/);
  const node = words.indexOf('node');
  const entry = words.indexOf('scripts/start.mjs');
  const envWords = node < 0 ? [] : words.slice(0, node);
  if (node < 0 || entry < node || !envWords.every((w) => assignment.test(w)))
    throw new Error(`package.json's start script is not "[NAME=value …] node [flags] scripts/start.mjs": ${start}`);
  const env = Object.fromEntries(envWords.map((w) => assignment.exec(w).slice(1, 3)));
  return { env, flags: words.slice(node + 1, entry) };
}
