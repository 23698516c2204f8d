import { envelope } from '@console/contract';
import {
  article,
  articleAddBody,
  articleListQuery,
  articleUpdateBody,
  category,
  categoryAddBody,
  categoryListQuery,
  categoryUpdateBody,
  idBody,
  statusBody,
} from '@console/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { ok, page } from '../../shared/envelope.ts';
import { addArticle, deleteArticle, listArticles, setArticleStatus, updateArticle } from './articles.service.ts';
import { addCategory, deleteCategory, listCategories, setCategoryStatus, updateCategory } from './categories.service.ts';
import './articles.export.ts';

const done = envelope(z.null());
const created = envelope(z.object({ id: z.number() }));
const statusMessage = (s: 1 | 2) => (s === 1 ? '启用成功' : '禁用成功');

/**
 * Articles and their categories. The specification leaves these paths out; they follow its style
 * (`/<area>/<resource>/<verb>`, GET lists, POST changes). Both tabs are one page: one set of keys.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.timeZone;
  const articleTags = ['文章'];
  const categoryTags = ['文章分类'];

  app.get('/content/article/queryList', {
    config: { permission: 'content.query' },
    schema: {
      tags: articleTags,
      summary: '文章列表（pageNum、pageSize，按标题、内容、分类筛选）',
      querystring: articleListQuery,
      response: { 200: envelope(z.array(article)) },
    },
    handler: async (req) => {
      return page(await listArticles(app.db, req.query, tz));
    },
  });

  app.post('/content/article/add', {
    config: { permission: 'content.add' },
    schema: {
      tags: articleTags,
      summary: '新增文章（内容经服务端白名单过滤；操作人取自登录会话）',
      body: articleAddBody,
      response: { 200: created },
    },
    handler: async (req) => ok(await addArticle(app.db, req.body, currentUser(req))),
  });

  app.post('/content/article/update', {
    config: { permission: 'content.edit' },
    schema: { tags: articleTags, summary: '修改文章', body: articleUpdateBody, response: { 200: done } },
    handler: async (req) => {
      await updateArticle(app.db, req.body, currentUser(req), app.config.timeZone);
      return ok(null, '修改成功');
    },
  });

  app.post('/content/article/delete', {
    config: { permission: 'content.delete' },
    schema: { tags: articleTags, summary: '删除文章（按 id）', body: idBody, response: { 200: done } },
    handler: async (req) => {
      await deleteArticle(app.db, req.body.id);
      return ok(null, '删除成功');
    },
  });

  app.post('/content/article/status', {
    config: { permission: 'content.status' },
    schema: { tags: articleTags, summary: '启用（1）或禁用（2）文章', body: statusBody, response: { 200: done } },
    handler: async (req) => {
      await setArticleStatus(app.db, req.body.id, req.body.status, currentUser(req));
      return ok(null, statusMessage(req.body.status));
    },
  });

  app.get('/content/category/queryList', {
    config: { permission: 'content.query' },
    schema: {
      tags: categoryTags,
      summary: '文章分类列表（下拉框用 pageSize=99999 取全部）',
      querystring: categoryListQuery,
      response: { 200: envelope(z.array(category)) },
    },
    handler: async (req) => {
      return page(await listCategories(app.db, req.query, tz));
    },
  });

  app.post('/content/category/add', {
    config: { permission: 'content.add' },
    schema: { tags: categoryTags, summary: '新增文章分类', body: categoryAddBody, response: { 200: created } },
    handler: async (req) => ok(await addCategory(app.db, req.body, currentUser(req))),
  });

  app.post('/content/category/update', {
    config: { permission: 'content.edit' },
    schema: { tags: categoryTags, summary: '修改文章分类（改编码时其文章随之改）', body: categoryUpdateBody, response: { 200: done } },
    handler: async (req) => {
      await updateCategory(app.db, req.body, currentUser(req), app.config.timeZone);
      return ok(null, '修改成功');
    },
  });

  app.post('/content/category/delete', {
    config: { permission: 'content.delete' },
    schema: { tags: categoryTags, summary: '删除文章分类（仍有文章时不能删除）', body: idBody, response: { 200: done } },
    handler: async (req) => {
      await deleteCategory(app.db, req.body.id);
      return ok(null, '删除成功');
    },
  });

  app.post('/content/category/status', {
    config: { permission: 'content.status' },
    schema: { tags: categoryTags, summary: '启用（1）或禁用（2）文章分类', body: statusBody, response: { 200: done } },
    handler: async (req) => {
      await setCategoryStatus(app.db, req.body.id, req.body.status, currentUser(req));
      return ok(null, statusMessage(req.body.status));
    },
  });
};
