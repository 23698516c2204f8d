import path from 'node:path';
import { userPassword } from '@console/contract/password';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'PORT 必须是 1–65535 之间的整数' })
  .int('PORT 必须是 1–65535 之间的整数')
  .min(1, 'PORT 必须是 1–65535 之间的整数')
  .max(65535, 'PORT 必须是 1–65535 之间的整数');

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL 必须以 postgres:// 开头')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL 必须以 postgres:// 开头')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  ADMIN_PASSWORD: z
    .string()
    .superRefine((v, ctx) => {
      const issue = userPassword.safeParse(v).error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', message: `ADMIN_PASSWORD ${issue.message}` });
    })
    .optional(),
  DEMO_DATA: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === undefined || v === '1' || v === 'true'),
  SUBAPP_ENTRY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_MINUTES: z.coerce.number().int().min(1).default(720),
  TZ_NAME: z.string().default('Asia/Shanghai'),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'SHUTDOWN_GRACE_SECONDS 必须是 1–600 之间的整数' })
    .int('SHUTDOWN_GRACE_SECONDS 必须是 1–600 之间的整数')
    .min(1, 'SHUTDOWN_GRACE_SECONDS 必须是 1–600 之间的整数')
    .max(600, 'SHUTDOWN_GRACE_SECONDS 必须是 1–600 之间的整数')
    .default(60),
  API_DOCS: z.enum(['0', '1', 'true', 'false']).optional(),
  HTTPS_ONLY: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  MAX_SESSIONS_PER_USER: z.coerce.number().int().min(0, 'MAX_SESSIONS_PER_USER 不能为负数').default(0),
  EXPORT_EXPIRE_DAYS: z.coerce.number().int().min(1, 'EXPORT_EXPIRE_DAYS 至少为 1').default(7),
  LOGIN_LOG_KEEP_DAYS: z.coerce.number().int().min(1, 'LOGIN_LOG_KEEP_DAYS 至少为 1').default(180),
  JOB_LOG_KEEP_DAYS: z.coerce.number().int().min(1, 'JOB_LOG_KEEP_DAYS 至少为 1').default(30),
  UPLOAD_KEEP_DAYS: z.coerce.number().int().min(1, 'UPLOAD_KEEP_DAYS 至少为 1').default(7),
  JOBS: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === undefined || v === '1' || v === 'true'),
  NODE_ENV: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN 至少 16 个字符').optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): number | string[] | false => {
      const text = (v ?? '').trim();
      if (text === '' || text === '0' || text === 'false') return false;
      // "true" used to mean "trust any X-Forwarded-For"; it now means the usual single proxy in front.
      if (text === 'true') return 1;
      if (/^\d+$/.test(text)) return Number(text);
      const list = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a))) return list;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY 应为代理层数（如 1）或代理地址列表（如 10.0.0.1,10.0.0.0/8）' });
      return false;
    }),
  /** `Server-Timing` header on every API reply (session, permission, scope, validation, handler, serialisation): for the bench. */
  SERVER_TIMING: z.enum(['0', '1']).optional(),
  /** Carry each request's id through its awaits and timers, so that a stray failure names its request. */
  TRACE_REQUESTS: z.enum(['0', '1']).optional(),
  OCR_URL: z.url({ protocol: /^https?$/, error: 'OCR_URL 必须是 http(s):// 地址' }).optional(),
  ERP_URL: z.url({ protocol: /^https?$/, error: 'ERP_URL 必须是 http(s):// 地址' }).optional(),
  ERP_SECRET: z.string().optional(),
  ERP_RETRY_BASE_SECONDS: z.coerce.number().int().min(0, 'ERP_RETRY_BASE_SECONDS 不能为负数').default(30),
  ERP_MAX_ATTEMPTS: z.coerce.number().int().min(1, 'ERP_MAX_ATTEMPTS 至少为 1').max(50, 'ERP_MAX_ATTEMPTS 至多为 50').default(6),
  ERP_TIMEOUT_SECONDS: z.coerce.number().int().min(1, 'ERP_TIMEOUT_SECONDS 至少为 1').max(120).default(10),
  PARTNER_RETRY_BASE_SECONDS: z.coerce.number().int().min(0, 'PARTNER_RETRY_BASE_SECONDS 不能为负数').default(30),
  PARTNER_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1, 'PARTNER_MAX_ATTEMPTS 至少为 1')
    .max(50, 'PARTNER_MAX_ATTEMPTS 至多为 50')
    .default(3),
  PARTNER_TIMEOUT_SECONDS: z.coerce.number().int().min(1, 'PARTNER_TIMEOUT_SECONDS 至少为 1').max(120).default(15),
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1, 'ORDER_AUTO_COMPLETE_DAYS 至少为 1').default(7),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl?: string;
  /** A streaming replica of the primary: reports and exports read from it (docs/deploy.md). */
  readDatabaseUrl?: string;
  dataDir: string;
  adminPassword?: string;
  demoData: boolean;
  subappEntry: string;
  logLevel: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  timeZone: string;
  /**
   * Which X-Forwarded-For hops to believe: false (none: the socket's address), a hop count (the addresses
   * added by that many proxies in front), or the proxies' addresses. Never "the leftmost entry", which a
   * client writes itself.
   */
  trustProxy: false | number | string[];
  /** On SIGTERM, how long requests in flight may take before the process exits anyway. */
  shutdownGraceMs: number;
  /** Serve the API documentation at /api/docs (API_DOCS=true; on by default only in development). */
  apiDocs: boolean;
  /** The site is only reached over HTTPS: browsers are told to upgrade every request (HTTPS_ONLY=true). */
  httpsOnly: boolean;
  /** Answer a `Server-Timing` header with each phase of the request (SERVER_TIMING=1; the bench reads it). */
  serverTiming: boolean;
  /**
   * Every request's work knows its id (AsyncLocalStorage): a stray failure's log line names the request
   * (TRACE_REQUESTS=1; on with SERVER_TIMING, which needs it). On by default where the runtime carries the
   * context in AsyncContextFrame (Node 24 and later: no hook per promise; on Node 26 the list's CPU per request
   * with it on was within the noise of it off, issue 31); off on Node 20, where a hook on every promise cost
   * ~100 µs of CPU per list request, a seventh of the API's throughput (bench, issue 12). TRACE_REQUESTS=0: off.
   */
  traceRequests: boolean;
  /** Bearer token for GET /api/metrics; without it the endpoint answers 404. */
  metricsToken?: string;
  /** Business-licence recognition service; without it /base/ocr/license says it is not configured. */
  ocrUrl?: string;
  /**
   * The ERP receiving approved orders (modules/erp): without a URL pushes wait (待推送, 未配置ERP地址). A failed
   * attempt is retried after base × 2^(n-1) seconds, at most `maxAttempts` times; an attempt times out.
   */
  erp: { url?: string; secret?: string; retryBaseSeconds: number; maxAttempts: number; timeoutMs: number };
  /** Partner platform syncs (modules/partner): a call slower than `timeoutMs` fails the attempt; retried base × 2^(n−1) s. */
  partnerSync: { retryBaseSeconds: number; maxAttempts: number; timeoutMs: number };
  /** Shipped orders are completed by the daily job this many days after shipping. */
  orderAutoCompleteDays: number;
  /** 0 = unlimited; otherwise a new sign-in ends the user's oldest sessions beyond this many. */
  maxSessionsPerUser: number;
  /** Export files are removed this many days after they were made. */
  exportExpireDays: number;
  /**
   * Retention floors: a purge job never removes sign-in logs or job logs younger than this many days,
   * whatever its parameters say (they may only keep longer), so a job editor cannot erase recent history.
   */
  loginLogKeepDays: number;
  jobLogKeepDays: number;
  /** An uploaded image no row mentions is purged this many days after its upload (the form may still be open). */
  uploadKeepDays: number;
  /** Run pg-boss (queues, scheduled jobs). Off: background work runs in-process (tests). */
  jobs: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`配置错误 ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    readDatabaseUrl: e.DATABASE_READ_URL,
    dataDir: path.resolve(e.DATA_DIR),
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA,
    subappEntry: e.SUBAPP_ENTRY ?? '/subapp-assets/entry.js',
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_MINUTES * 60_000,
    timeZone: e.TZ_NAME,
    trustProxy: e.TRUST_PROXY,
    maxSessionsPerUser: e.MAX_SESSIONS_PER_USER,
    exportExpireDays: e.EXPORT_EXPIRE_DAYS,
    loginLogKeepDays: e.LOGIN_LOG_KEEP_DAYS,
    jobLogKeepDays: e.JOB_LOG_KEEP_DAYS,
    uploadKeepDays: e.UPLOAD_KEEP_DAYS,
    jobs: e.JOBS,
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    ocrUrl: e.OCR_URL,
    erp: {
      url: e.ERP_URL,
      secret: e.ERP_SECRET,
      retryBaseSeconds: e.ERP_RETRY_BASE_SECONDS,
      maxAttempts: e.ERP_MAX_ATTEMPTS,
      timeoutMs: e.ERP_TIMEOUT_SECONDS * 1000,
    },
    orderAutoCompleteDays: e.ORDER_AUTO_COMPLETE_DAYS,
    partnerSync: {
      retryBaseSeconds: e.PARTNER_RETRY_BASE_SECONDS,
      maxAttempts: e.PARTNER_MAX_ATTEMPTS,
      timeoutMs: e.PARTNER_TIMEOUT_SECONDS * 1000,
    },
    apiDocs: e.API_DOCS === undefined ? e.NODE_ENV === 'development' : e.API_DOCS === '1' || e.API_DOCS === 'true',
    httpsOnly: e.HTTPS_ONLY,
    serverTiming: e.SERVER_TIMING === '1',
    traceRequests: e.SERVER_TIMING === '1' || (e.TRACE_REQUESTS ?? (asyncContextFrame() ? '1' : '0')) === '1',
  };
}

/** Whether AsyncLocalStorage rides on AsyncContextFrame: the default from Node 24 unless switched off. */
export function asyncContextFrame(version = process.versions.node, flags = [...process.execArgv, process.env.NODE_OPTIONS ?? '']) {
  return Number(version.split('.')[0]) >= 24 && !flags.some((f) => f.includes('--no-async-context-frame'));
}
