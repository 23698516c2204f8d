// The floor: the least the users list must do by the specification, written straight on Fastify with the API's own
// helpers and none of its machinery (no plugins, hooks chain, request context, Drizzle or list engine). Beside the
// bare route (the same SQL, nothing else), it says how much of the API's distance from the bare route is the work
// itself and how much is the API's way of doing it (issue 31's 0.85× line).
//
// Per request, as the API: the bearer token hashed and found among the sessions this process has seen (read once
// per token), the permission checked; the query string checked strictly against the list's contract schema; the
// list's statement run with the session's check inside it (the plpgsql function the API's statement calls) and the
// table's write version beside the rows (the total is kept per version, as the API keeps it); rows mapped to the
// contract's row, times formatted in the server's zone; a cursor to the next page; the reply written by the
// serialiser compiled from the contract's reply schema; one access-log line through the API's log stream.
// It serves the bench's one filter (status and role: the statement the API ran for it, captured), and its reply must
// be the API's byte for byte (list-figures.ts compares them before the runs and says so in the report).
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import pg from 'pg';
import { pagedEnvelope } from '../packages/contract/src/envelope.ts';
import { type UserListQuery, userListQuery, userRow } from '../packages/contract/src/users.ts';
import { bufferedLog, exitAfterLog } from '../apps/server/src/log-stream.ts';
import { hashToken } from '../apps/server/src/platform/sessions.ts';
import { encodeCursor, fingerprint } from '../apps/server/src/shared/list-cursor.ts';
import { compileReply } from '../apps/server/src/shared/reply-serializer.ts';
import { safeParseStrict } from '../apps/server/src/shared/strict-input.ts';
import { formatTime } from '../apps/server/src/shared/time.ts';
import type { CapturedQuery } from './replay.ts';

type Guarded = { query: CapturedQuery; token: string; body: string };
const captured = JSON.parse(readFileSync(process.env.PAYLOAD_FILE!, 'utf8')) as Guarded;
const TZ = 'Asia/Shanghai';
const PERMISSION = 'userManagement.query';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
// Times come as text (Drizzle's rule, kept by the API): formatted without the driver's Date.
const asText = (v: string) => v;
const types = { getTypeParser: (oid: number) => (oid === 1184 || oid === 1114 ? asText : pg.types.getTypeParser(oid)) };
const tokenAt = captured.query.params.indexOf(hashToken(captured.token));
// console_session_holds(token, user, role, version): four parameters in a row.
if (tokenAt < 0) throw new Error('floor: the captured statement carries no session check');
const first = JSON.parse(captured.body) as { total: number; exact: boolean };
const totals = new Map<string, { total: number; exact: boolean }>();
const sessions = new Map<string, Session>();
const write = compileReply(pagedEnvelope(userRow));
if (!write) throw new Error('floor: no compiled serialiser for the reply');
const log = bufferedLog(process.env.LOG_FILE ?? '/dev/null');
const app = Fastify({
  logger: { level: 'info', stream: log.stream },
  logController: new LogController({ disableRequestLogging: true }),
  genReqId: () => randomUUID(),
});

type Session = { keys: Set<string>; values: [string, string, string, string] };

/** A token's session, read once (as the API remembers it); its user, role and version fill the statement's check. */
async function sessionOf(tokenHash: string) {
  let s = sessions.get(tokenHash);
  if (!s) {
    const { rows } = await pool.query(
      `select u.code, u.role_code, (select v.version::text from sys_perm_version v where v.id = 1)
         from sys_session s join sys_user u on u.code = s.user_code where s.token_hash = $1 and s.ended_at is null`,
      [tokenHash],
    );
    if (rows.length === 0) return undefined;
    s = { keys: new Set([PERMISSION]), values: [tokenHash, rows[0].code, rows[0].role_code, rows[0].version] };
    sessions.set(tokenHash, s);
  }
  return s;
}

/** The page's rows while the session stands; an empty answer reads the session again and runs once more, as the API does. */
async function pageRows(tokenHash: string, session: Session) {
  const run = (s: Session) => {
    const values = captured.query.params.slice();
    values.splice(tokenAt, 4, ...s.values);
    return pool.query({ name: captured.query.name, text: captured.query.text, values, rowMode: 'array', types });
  };
  const { rows } = await run(session);
  if (rows.length > 0) return rows;
  sessions.delete(tokenHash);
  const fresh = await sessionOf(tokenHash);
  return fresh ? (await run(fresh)).rows : [];
}

app.addHook('onResponse', (req, reply, done) => {
  req.log.info(
    {
      user: 'U000001',
      method: req.method,
      route: req.routeOptions.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    },
    'request',
  );
  done();
});

app.get('/list', async (req, reply) => {
  const bearer = req.headers.authorization?.slice('Bearer '.length) ?? '';
  const tokenHash = hashToken(bearer);
  const session = await sessionOf(tokenHash);
  if (!session?.keys.has(PERMISSION)) return reply.code(401).send({ code: 600008, message: '登录已失效' });
  const parsed = safeParseStrict(userListQuery, req.query);
  if (!parsed.success) return reply.code(400).send({ code: 400, message: '参数错误' });
  const q: UserListQuery = parsed.data;
  const rows = await pageRows(tokenHash, session);
  if (rows.length === 0) return reply.code(401).send({ code: 600008, message: '登录已失效' });
  const data = rows.map((r) => ({
    code: r[0],
    name: r[1],
    loginId: r[2],
    cellPhone: r[3],
    email: r[4],
    tel: r[5],
    roleType: r[6],
    roleName: r[7] ?? '',
    status: r[8],
    depCode: r[9],
    department: r[10] ?? '',
    createtime: formatTime(r[11], TZ),
    updatetime: formatTime(r[12], TZ),
  }));
  const version = rows[0][14] as string;
  const total = totals.get(version) ?? first;
  totals.set(version, total);
  const last = rows[rows.length - 1];
  // The filter's key as the API's prepared list names it (prepared-list.ts: its shape, then its values).
  const values = { status: q.status, roleType: q.roleType };
  const filter = fingerprint(`users|status,roleType\u0000${JSON.stringify(values)}`, q.pageSize);
  const next = encodeCursor({ dir: 'next', page: q.page + 1, filter, keys: JSON.parse(last[13]) });
  reply.type('application/json; charset=utf-8');
  return write({ code: 200, message: '操作成功', data, total: total.total, exact: total.exact, cursor: { next } });
});

process.once('SIGTERM', () => app.close().then(() => exitAfterLog(log, 0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
