import { contentArticleApi, contentCategoryApi } from '@console/contract/content';
import type { FastifyInstance } from 'fastify';
import { serveAll, withMessage } from '../../shared/endpoint-routes.ts';
import { registerImageRefs } from '../../shared/image-refs.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { articleService } from './articles.service.ts';
import { categoryService } from './categories.service.ts';
import './articles.export.ts';
import { contentArticles } from '../../db/schema/content.ts';

registerImageRefs(contentArticles, contentArticles.content);

type Service = {
  list: unknown;
  add: unknown;
  update: unknown;
  remove: (id: number, ctx: RequestCtx) => Promise<unknown>;
  setStatus: (ids: number[], to: 1 | 2, ctx: RequestCtx) => Promise<unknown>;
};

/** Content deletes one row and sets a status by `{id, status}`. */
const calls = <S extends Service>(svc: S) => ({
  queryList: svc.list as S['list'],
  add: svc.add as S['add'],
  update: svc.update as S['update'],
  delete: async ({ id }: { id: number }, ctx: RequestCtx) => {
    await svc.remove(id, ctx);
  },
  status: async ({ id, status }: { id: number; status: 1 | 2 }, ctx: RequestCtx) => {
    await svc.setStatus([id], status, ctx);
    return withMessage(null, status === 1 ? '启用成功' : '禁用成功');
  },
});

/** Articles and their categories (one page, one set of keys). */
export async function contentRoutes(app: FastifyInstance) {
  serveAll(app, contentArticleApi, calls(articleService()));
  serveAll(app, contentCategoryApi, calls(categoryService()));
}
