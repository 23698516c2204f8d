import { operatorOf } from '@console/contract/content';
import type { RequestCtx } from '../../shared/request-context.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

/** How article and category writes show in the operation log (the rich text itself is not copied into it). */
const shared = { module: '内容管理', values: { status: { 1: WORDS.enable, 2: WORDS.forbid } } };

export const articleAudit = {
  ...shared,
  targetType: 'article',
  labels: {
    title: COMMON_LABELS.title,
    typeCode: COMMON_LABELS.articleType,
    describe: '描述',
    retGradeList: COMMON_LABELS.grade,
    status: COMMON_LABELS.status,
  },
};

export const categoryAudit = {
  ...shared,
  targetType: 'contentCategory',
  labels: { name: COMMON_LABELS.categoryName, typeCode: COMMON_LABELS.categoryCode, describe: '描述', status: COMMON_LABELS.status },
};

/** What articles and categories share on the resource service: 禁用 rather than 停用, and who wrote the row last. */
export const contentRules = (noun: string) => ({
  label: noun,
  toggleWords: { 1: WORDS.enable, 2: WORDS.forbid },
  statusRefusal: (to: 1 | 2) => `该${noun}已是${to === 1 ? WORDS.enable : WORDS.forbid}状态`,
  stamp: (ctx: RequestCtx) => ({ operator: operatorOf(ctx.user) }),
});
