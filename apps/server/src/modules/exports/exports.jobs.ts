import { z } from 'zod';
import { registerJobHandler } from '../../shared/job-handlers.ts';
import { pgFileStore } from '../files/pg-file-store.ts';
import { expireExports } from './exports.service.ts';

registerJobHandler({
  name: 'export.expire',
  label: '清理过期导出文件',
  params: z.strictObject({}),
  timeoutSeconds: 600,
  retries: 1,
  retryDelaySeconds: 60,
  run: async (_p, { db }) => `${await expireExports(db, pgFileStore(db))} 个导出文件已过期并删除`,
});
