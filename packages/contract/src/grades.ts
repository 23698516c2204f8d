import { z } from 'zod';

export * from './api/grades.ts';

/** A shop grade (门店等级): a small base dictionary; status 1 enabled, 2 disabled. */
export const gradeInfo = z.object({ gradeCode: z.string(), gradeName: z.string(), status: z.number(), sort: z.number() });
export type GradeInfo = z.infer<typeof gradeInfo>;
/** Named by the descriptor (api/grades.ts). */
export const gradeAllQuery = z.strictObject({ status: z.coerce.number().int().min(1).max(2).optional() });
export const gradeInfos = z.array(gradeInfo);
