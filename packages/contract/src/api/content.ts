import { area, endpoint, schemas } from '../endpoint.ts';
import { WORDS } from '../words.ts';

/** Articles and categories: 1 enabled, 2 disabled (specification §3, §4). */
export const CONTENT_STATUS = { enabled: 1, disabled: 2 } as const;
export const ARTICLE_TITLE_MAX = 20;
export const ARTICLE_DESCRIBE_MAX = 100;
/** The category dropdown loads every category in one page (specification §7, §9). */
export const CATEGORY_DROPDOWN_PAGE_SIZE = 99999;
export const CONTENT_STATUS_OPTIONS = [
  { value: 1, label: WORDS.enable },
  { value: 2, label: WORDS.forbid },
] as const;
export const MSG = {
  categoryName: '分类名称不能为空',
  categoryTypeCode: '分类编码不能为空',
  categoryDescribe: '分类描述不能为空',
  categoryStatus: '分类状态不能为空',
  articleTitle: '不为空且不能超过20个字符',
  articleTypeCode: '所属分类不能为空',
  articleGrades: '门店等级不能为空',
  articleDescribe: '不能超过100个字符',
  articleStatus: '请选择状态',
  articleContent: '请输入文章内容',
} as const;

const s = schemas(() => import('../content.ts'));

/**
 * The specification leaves these paths out; they follow its style (`/<area>/<resource>/<verb>`, GET lists,
 * POST changes). Both tabs are one page: one set of keys.
 */
export const contentArticleApi = area('文章', {
  queryList: endpoint({
    method: 'GET',
    path: '/content/article/queryList',
    permission: 'content.query',
    summary: '文章列表（pageNum、pageSize，按标题、内容、分类筛选）',
    input: s.articleListQuery,
    output: s.article,
    paged: true,
    pageParam: 'pageNum',
  }),
  add: endpoint({
    method: 'POST',
    path: '/content/article/add',
    permission: 'content.add',
    summary: '新增文章（内容经服务端白名单过滤；操作人取自登录会话）',
    input: s.articleAddBody,
    output: s.created,
  }),
  update: endpoint({
    method: 'POST',
    path: '/content/article/update',
    permission: 'content.edit',
    summary: '修改文章',
    input: s.articleUpdateBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/content/article/delete',
    permission: 'content.delete',
    summary: '删除文章（按 id）',
    input: s.idBody,
    output: s.done,
    okMessage: '删除成功',
  }),
  status: endpoint({
    method: 'POST',
    path: '/content/article/status',
    permission: 'content.status',
    summary: '启用（1）或禁用（2）文章',
    input: s.statusBody,
    output: s.done,
  }),
});
export const contentCategoryApi = area('文章分类', {
  queryList: endpoint({
    method: 'GET',
    path: '/content/category/queryList',
    permission: 'content.query',
    summary: '文章分类列表（下拉框用 pageSize=99999 取全部）',
    input: s.categoryListQuery,
    output: s.category,
    paged: true,
    pageParam: 'pageNum',
  }),
  add: endpoint({
    method: 'POST',
    path: '/content/category/add',
    permission: 'content.add',
    summary: '新增文章分类',
    input: s.categoryAddBody,
    output: s.created,
  }),
  update: endpoint({
    method: 'POST',
    path: '/content/category/update',
    permission: 'content.edit',
    summary: '修改文章分类（改编码时其文章随之改）',
    input: s.categoryUpdateBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/content/category/delete',
    permission: 'content.delete',
    summary: '删除文章分类（仍有文章时不能删除）',
    input: s.idBody,
    output: s.done,
    okMessage: '删除成功',
  }),
  status: endpoint({
    method: 'POST',
    path: '/content/category/status',
    permission: 'content.status',
    summary: '启用（1）或禁用（2）文章分类',
    input: s.statusBody,
    output: s.done,
  }),
});
