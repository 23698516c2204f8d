import { readFileSync } from 'node:fs';
import module from 'node:module';

/**
 * Loads drizzle-orm's ES modules in the API tests without Node's package lookup: Node 26 parses drizzle's 175 KB
 * package.json `exports` again for every one of its ~450 files (its package reader's lazy getter, re-run per
 * module), ~1 s of CPU in each API test file's import against ~0.15 s this way (issue 31). `npm start` inlines
 * drizzle in the server's bundle for the same reason (scripts/build-server.mjs). Every drizzle file is an ES
 * module (its package says "type": "module") and imports its own files by relative `.js` paths, so the resolved
 * URL and format are what Node's lookup answers.
 */
const DRIZZLE = '/node_modules/drizzle-orm/';

// Node 22.15+'s in-thread hooks, which @types/node 20 does not declare.
type Resolved = { url: string; format?: string; shortCircuit?: boolean };
type Loaded = { format: string; source: string | Buffer; shortCircuit?: boolean };
type Context = { parentURL?: string };
type Hooks = {
  resolve: (specifier: string, context: Context, next: (s: string, c: Context) => Resolved) => Resolved;
  load: (url: string, context: Context, next: (u: string, c: Context) => Loaded) => Loaded;
};
const registerHooks = (module as unknown as { registerHooks?: (hooks: Hooks) => void }).registerHooks;
const hooked = Symbol.for('console.drizzle-load');
const process_ = globalThis as { [hooked]?: true };

// Node 20 has no in-thread hooks (it has no such cost either); once per worker process.
if (registerHooks && !process_[hooked]) {
  process_[hooked] = true;
  registerHooks({
    resolve(specifier, context, next) {
      if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.includes(DRIZZLE))
        return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
      return next(specifier, context);
    },
    load(url, context, next) {
      if (url.includes(DRIZZLE) && url.endsWith('.js')) return { format: 'module', source: readFileSync(new URL(url)), shortCircuit: true };
      return next(url, context);
    },
  });
}
