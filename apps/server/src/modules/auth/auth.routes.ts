import { exitBody, loginBody, loginResult, updatePwdCurrBody } from '@console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { ok } from '../../shared/envelope.ts';
import { envelope } from '@console/contract';
import { withLoginLog } from '../logs/login-log.service.ts';
import { enforceSessionLimit } from '../logs/online.service.ts';
import { changeOwnPassword, login } from './auth.service.ts';
import { endSession } from './session.service.ts';

const done = envelope(z.null());

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/user/login', {
    config: { permission: 'public' },
    schema: { tags: ['认证'], summary: '登录', body: loginBody, response: { 200: envelope(loginResult) } },
    handler: async (req) => {
      // Every attempt leaves one sign-in log row; the session policy applies to a successful one.
      const attempt = { loginId: req.body.loginId, ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') };
      const result = await withLoginLog(app.db, attempt, () => login(app.db, req.body, req.ip, app.config.timeZone));
      await enforceSessionLimit(app.db, result.token, app.config.maxSessionsPerUser);
      return ok(result, '登录成功');
    },
  });

  app.post('/user/exit', {
    config: { permission: 'authenticated' },
    schema: { tags: ['认证'], summary: '退出登录', body: exitBody.optional(), response: { 200: done } },
    handler: async (req) => {
      await endSession(app.db, currentUser(req).tokenHash);
      return ok(null, '退出成功');
    },
  });

  app.post('/user/updatePwdCurr', {
    config: { permission: 'authenticated' },
    schema: { tags: ['认证'], summary: '修改本人密码', body: updatePwdCurrBody, response: { 200: done } },
    handler: async (req) => {
      const user = currentUser(req);
      await changeOwnPassword(app.db, user, req.ip, req.body.pwd, req.body.newPwd);
      return ok(null, '修改成功');
    },
  });
};
