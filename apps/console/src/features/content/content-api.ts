import type { Envelope } from '@console/contract/envelope';
import type { Article, Category } from '@console/contract/content';
import type { GradeInfo } from '@console/contract/grades';
import type { UploadResult } from '@console/contract/files';
import { listOrEmpty } from '@console/web-kit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';

export const CATEGORY_DROPDOWN_PAGE_SIZE = 99999;

export type ArticleFilters = { title?: string; content?: string; typeCode?: string };
export type ArticleSave = {
  id?: number;
  title: string;
  typeCode: string;
  retGradeList: string;
  describe: string;
  status: number;
  content: string;
};
export type CategorySave = { id?: number; name: string; typeCode: string; describe: string; status: number };

export const contentKeys = {
  all: ['content'] as const,
  articles: (q: object) => ['content', 'articles', q] as const,
  categories: (q: object) => ['content', 'categories', q] as const,
  grades: ['grades'] as const,
};

export const fetchArticles = (q: ArticleFilters & { pageNum: number; pageSize: number }) =>
  listOrEmpty(api.get<Article[]>('/content/article/queryList', q));
export const fetchCategories = (q: { pageNum: number; pageSize: number }) =>
  listOrEmpty(api.get<Category[]>('/content/category/queryList', q));

/** Every category, for the dropdowns (spec: pageSize 99999). */
export function useAllCategories() {
  return useQuery({
    queryKey: contentKeys.categories({ all: true }),
    queryFn: () => fetchCategories({ pageNum: 1, pageSize: CATEGORY_DROPDOWN_PAGE_SIZE }),
    select: (r) => r.list,
  });
}

export function useGrades() {
  return useQuery({
    queryKey: contentKeys.grades,
    queryFn: () => listOrEmpty(api.get<GradeInfo[]>('/base/gradeInfo/queryAll')),
    select: (r) => r.list,
  });
}

export const saveArticle = ({ id, ...body }: ArticleSave) =>
  id ? api.post('/content/article/update', { id, ...body }) : api.post('/content/article/add', body);
export const saveCategory = ({ id, ...body }: CategorySave) =>
  id ? api.post('/content/category/update', { id, ...body }) : api.post('/content/category/add', body);

export type Kind = 'article' | 'category';
export const removeItem = (kind: Kind, id: number) => api.post(`/content/${kind}/delete`, { id }, { silent: true });
export const setStatus = (kind: Kind, id: number, status: number): Promise<Envelope<unknown>> =>
  api.post(`/content/${kind}/status`, { id, status });

/** Uploads one image; resolves with its URL. The caller shows 图片上传失败 on rejection. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await api.upload<UploadResult>('/base/file/publicUpload', form, { scene: 'SHOP' }, { silent: true });
  return res.data.url;
}
