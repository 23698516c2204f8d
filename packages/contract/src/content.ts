import { z } from 'zod';
import { updateTimeField } from './resource.ts';
import { optionalText, pageNumQuery } from './paging.ts';
import { ARTICLE_TITLE_MAX, ARTICLE_DESCRIBE_MAX, CATEGORY_DROPDOWN_PAGE_SIZE, MSG } from './api/content.ts';

export * from './api/content.ts';

const id = z.coerce.number({ error: 'id必须是数字' }).int('id必须是整数').positive('id必须是正整数').max(2_147_483_647, 'id超出范围');
const statusOf = (message: string) =>
  z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: message }).transform((v) => Number(v) as 1 | 2);
const required = (message: string, max: number, tooLong = message) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

// ---------- categories ----------

export const categoryFields = {
  name: required(MSG.categoryName, 50, '分类名称不能超过50个字符'),
  typeCode: required(MSG.categoryTypeCode, 32, '分类编码不能超过32个字符').regex(
    /^[A-Za-z0-9_-]+$/,
    '分类编码只能包含字母、数字、下划线或短横线',
  ),
  describe: required(MSG.categoryDescribe, 200, '分类描述不能超过200个字符'),
  status: statusOf(MSG.categoryStatus),
};
export const categoryAddBody = z.strictObject(categoryFields);
export const categoryUpdateBody = z.strictObject({ id, ...categoryFields, updateTime: updateTimeField });
export type CategoryAddBody = z.infer<typeof categoryAddBody>;
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBody>;

export const categoryListQuery = z.strictObject({ ...pageNumQuery(CATEGORY_DROPDOWN_PAGE_SIZE) });

export const category = z.object({
  id: z.number(),
  name: z.string(),
  typeCode: z.string(),
  describe: z.string(),
  status: z.number(),
  operator: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Category = z.infer<typeof category>;

// ---------- articles ----------

/** An editor's HTML that shows neither text nor an image (`<p></p>`): no content. */
const looksBlank = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';

/** Shop grades travel comma-separated ("A,B"); the form holds them as an array. */
const gradeList = z
  .string({ error: MSG.articleGrades })
  .max(500, MSG.articleGrades)
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .refine((a) => a.length > 0, MSG.articleGrades);

export const articleFields = {
  title: required(MSG.articleTitle, ARTICLE_TITLE_MAX),
  typeCode: required(MSG.articleTypeCode, 32),
  retGradeList: gradeList,
  describe: required(MSG.articleDescribe, ARTICLE_DESCRIBE_MAX),
  status: statusOf(MSG.articleStatus),
  // The HTML is sanitised on the server (which checks blankness once more after it); the limit only bounds the work.
  content: z
    .string({ error: MSG.articleContent })
    .min(1, MSG.articleContent)
    .max(200_000, '文章内容过长')
    .refine((v) => !looksBlank(v), MSG.articleContent),
};
export const articleAddBody = z.strictObject(articleFields);
export const articleUpdateBody = z.strictObject({ id, ...articleFields, updateTime: updateTimeField });
export type ArticleAddBody = z.infer<typeof articleAddBody>;
export type ArticleUpdateBody = z.infer<typeof articleUpdateBody>;

export const articleListQuery = z.strictObject({
  ...pageNumQuery(100),
  title: optionalText(50),
  content: optionalText(100),
  typeCode: optionalText(32),
});

export const article = z.object({
  id: z.number(),
  title: z.string(),
  /** The list shows it as "remark"; the form calls it "describe". Both carry the same text. */
  remark: z.string(),
  describe: z.string(),
  typeCode: z.string(),
  typeName: z.string(),
  retGradeList: z.string(),
  content: z.string(),
  status: z.number(),
  operator: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Article = z.infer<typeof article>;

// ---------- shared ----------

export const idBody = z.strictObject({ id });
export const statusBody = z.strictObject({ id, status: statusOf('状态只能是1（启用）或2（禁用）') });

/** The operator value: the name followed by the loginId in brackets (specification §3). */
export const operatorOf = (u: { name: string; loginId: string }) => `${u.name}(${u.loginId})`;

// ---------- calls ----------

export const done = z.null();
export const created = z.object({ id: z.number() });
