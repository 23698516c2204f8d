import { z } from 'zod';

/** A shop grade (门店等级): a small base dictionary; status 1 enabled, 2 disabled. */
export const gradeInfo = z.object({ gradeCode: z.string(), gradeName: z.string(), status: z.number(), sort: z.number() });
export type GradeInfo = z.infer<typeof gradeInfo>;
