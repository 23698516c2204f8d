import { z } from 'zod';
import { UPLOAD_SCENES } from './api/files.ts';

export * from './api/files.ts';

export const uploadQuery = z.strictObject({ scene: z.enum(UPLOAD_SCENES, { error: '不支持的上传场景' }) });
export const uploadResult = z.object({ url: z.string(), name: z.string(), size: z.number(), type: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;
/** Named by the descriptor (api/files.ts). */
export const fileNameParam = z.strictObject({ name: z.string().max(64) });
export const fileReply = z.unknown();
