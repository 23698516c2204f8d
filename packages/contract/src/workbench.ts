import { z } from 'zod';

export * from './api/workbench.ts';

export const workbenchQuery = z.object({});
export const workbenchSummary = z.object({
  cards: z.array(z.object({ key: z.string(), label: z.string(), count: z.number(), url: z.string() })),
  /** Only with the sales report's key: one point per day, oldest first. */
  sales: z.array(z.object({ date: z.string(), amount: z.number(), orderCount: z.number() })).optional(),
});
export type WorkbenchSummary = z.infer<typeof workbenchSummary>;
