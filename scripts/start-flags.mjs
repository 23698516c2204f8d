// The Node flags `npm start` runs the product with, read from package.json's start script: the bench starts
// the product the same way (bench/servers.ts), so what it measures is what `npm start` runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function startFlags(pkgFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package.json')) {
  const start = JSON.parse(readFileSync(pkgFile, 'utf8')).scripts?.start ?? '';
  const words = start.trim().split(/\s+/);
  const entry = words.indexOf('scripts/start.mjs');
  if (words[0] !== 'node' || entry < 0) throw new Error(`package.json's start script is not "node [flags] scripts/start.mjs": ${start}`);
  return words.slice(1, entry);
}
