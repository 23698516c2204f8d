import { z } from 'zod';
import { registerJobHandler } from '../../shared/job-handlers.ts';
import { purgeUnreferencedImages } from './files.service.ts';

registerJobHandler({
  name: 'upload.purge',
  label: '清理未引用的图片',
  params: z.strictObject({}),
  timeoutSeconds: 600,
  retries: 1,
  retryDelaySeconds: 60,
  run: async (_p, { db, config }) =>
    `删除 ${await purgeUnreferencedImages(db, config.uploadKeepDays)} 张上传超过 ${config.uploadKeepDays} 天且未被引用的图片`,
});
