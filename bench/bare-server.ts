// The runtime's yardsticks, each its own process on its own port:
//   MODE=sql   — a bare Fastify route running the list's captured SQL through `pg` (ARCHITECTURE §10's
//                "bare Fastify route running the same SQL": no auth, validation, mapping or schema).
//   MODE=fixed — a bare Fastify route answering a fixed JSON of the API's size (the runtime's ceiling).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { replay } from './replay.ts';

type Captured = { queries: { text: string; params: unknown[] }[]; body: string };
const captured = JSON.parse(readFileSync(process.env.PAYLOAD_FILE!, 'utf8')) as Captured;
const app = Fastify({ logger: false });

if (process.env.MODE === 'sql') {
  // The same pool size as the API's (createDb's default of 20).
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  app.get('/list', async () => {
    const results = await replay(pool, captured.queries);
    const rows = results[0].rows;
    const total = results.length > 1 ? Number(Object.values(results[1].rows[0] ?? {})[0] ?? 0) : rows.length;
    return { code: 200, message: '操作成功', data: rows, total };
  });
} else {
  const fixed = JSON.parse(captured.body);
  app.get('/list', async () => fixed);
}

// Stopped by SIGTERM (servers.ts): exit on purpose, so that a `--cpu-prof` run writes its profile.
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
