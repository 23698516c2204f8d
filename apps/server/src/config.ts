import path from 'node:path';
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
  DATA_DIR: z.string().default('./data'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD 至少 8 个字符').optional(),
  DEMO_DATA: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === undefined || v === '1' || v === 'true'),
  SUBAPP_ENTRY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_MINUTES: z.coerce.number().int().min(1).default(720),
  TZ_NAME: z.string().default('Asia/Shanghai'),
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  MAX_SESSIONS_PER_USER: z.coerce.number().int().min(0, 'MAX_SESSIONS_PER_USER 不能为负数').default(0),
  EXPORT_EXPIRE_DAYS: z.coerce.number().int().min(1, 'EXPORT_EXPIRE_DAYS 至少为 1').default(7),
  JOBS: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === undefined || v === '1' || v === 'true'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  adminPassword?: string;
  demoData: boolean;
  subappEntry: string;
  logLevel: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  timeZone: string;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy). */
  trustProxy: boolean;
  /** 0 = unlimited; otherwise a new sign-in ends the user's oldest sessions beyond this many. */
  maxSessionsPerUser: number;
  /** Export files are removed this many days after they were made. */
  exportExpireDays: number;
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
    jobs: e.JOBS,
  };
}
