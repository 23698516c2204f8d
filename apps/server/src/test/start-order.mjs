// Preloaded (`node --import`) by main.test.ts into `npm start`: tells on stderr when PostgreSQL's process is
// spawned and when the server's bundle starts to load, so the test can assert their order (never times).
import childProcess from 'node:child_process';
import { writeSync } from 'node:fs';
import { register, syncBuiltinESMExports } from 'node:module';

const spawn = childProcess.spawn;
childProcess.spawn = function (file, ...rest) {
  if (/[/\\]postgres$/.test(String(file))) writeSync(2, 'ORDER spawn postgres\n');
  return spawn.call(this, file, ...rest);
};
syncBuiltinESMExports();

const hook = `import { writeSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.endsWith('/dist/bundle/entry.mjs')) writeSync(2, 'ORDER load server bundle\\n');
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
