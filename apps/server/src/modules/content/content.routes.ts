import { contentArticleApi, contentCategoryApi } from '@console/contract/content';
import type { FastifyInstance } from 'fastify';
import { serveAll, withMessage } from '../../shared/endpoint-routes.ts';
import { addArticle, deleteArticle, listArticles, setArticleStatus, updateArticle } from './articles.service.ts';
import { addCategory, deleteCategory, listCategories, setCategoryStatus, updateCategory } from './categories.service.ts';
import { registerImageRefs } from '../../shared/image-refs.ts';
import './articles.export.ts';
import { contentArticles } from './content.tables.ts';

registerImageRefs(contentArticles, contentArticles.content);

const statusMessage = (s: 1 | 2) => (s === 1 ? '启用成功' : '禁用成功');

/** Articles and their categories (one page, one set of keys). */
export async function contentRoutes(app: FastifyInstance) {
  serveAll(app, contentArticleApi, {
    queryList: listArticles,
    add: addArticle,
    update: updateArticle,
    delete: deleteArticle,
    status: async (body, ctx) => withMessage(await setArticleStatus(body, ctx), statusMessage(body.status)),
  });
  serveAll(app, contentCategoryApi, {
    queryList: listCategories,
    add: addCategory,
    update: updateCategory,
    delete: deleteCategory,
    status: async (body, ctx) => withMessage(await setCategoryStatus(body, ctx), statusMessage(body.status)),
  });
}
