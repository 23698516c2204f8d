import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

/** nginx on this machine, if any (`apt-get install nginx-light`): the deploy config is tested when it is. */
export const nginxBinary = (() => {
  for (const p of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(p, ['-v']).status === 0) return p;
  }
  return undefined;
})();

/**
 * Runs `docs/nginx.conf` as written, with only what is site-specific swapped: the upstream addresses, the
 * listen ports (on 127.0.0.1) and a throw-away self-signed certificate.
 */
export async function startNginx(docsConf: string, upstreams: number[], ports: { http: number; https: number }) {
  if (!nginxBinary) throw new Error('nginx is not installed');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-nginx-'));
  // Workers run as an unprivileged user when the master is root: the temp dirs must be theirs to write.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, sub));
    chmodSync(path.join(dir, sub), 0o777);
  }
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(dir, 'console.key'),
      '-out',
      path.join(dir, 'console.crt'),
    ],
    { stdio: 'ignore' },
  );
  const conf = readFileSync(docsConf, 'utf8')
    .replace(/^\s*#.*$/gm, '')
    .replace('10.0.0.11:8080', `127.0.0.1:${upstreams[0]}`)
    .replace('10.0.0.12:8080', `127.0.0.1:${upstreams[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl', `listen 127.0.0.1:${ports.https} ssl`)
    .replace('/etc/nginx/tls/console.crt', path.join(dir, 'console.crt'))
    .replace('/etc/nginx/tls/console.key', path.join(dir, 'console.key'));
  if (
    !conf.includes(`127.0.0.1:${upstreams[1]}`) ||
    !conf.includes(`127.0.0.1:${ports.https} ssl`) ||
    !conf.includes(path.join(dir, 'console.key'))
  )
    throw new Error('docs/nginx.conf no longer has the lines this test swaps');
  writeFileSync(path.join(dir, 'console.conf'), conf);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
daemon off;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/console.conf;
}
`,
  );
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${out}`);
    try {
      // Any answer (502 included, while an upstream is down) means nginx listens.
      if ((await httpsCall(ports.https, 'GET', '/api/health')).status > 0) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** One HTTPS request to 127.0.0.1 trusting the throw-away certificate. */
export function httpsCall(port: number, method: string, url: string, opts: { body?: unknown; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = https.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        rejectUnauthorized: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
