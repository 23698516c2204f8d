import { z } from 'zod';

export const UPLOAD_SCENES = ['SHOP'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FAILED = '图片上传失败';

export const uploadQuery = z.strictObject({ scene: z.enum(UPLOAD_SCENES, { error: '不支持的上传场景' }) });
export const uploadResult = z.object({ url: z.string(), name: z.string(), size: z.number(), type: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;
