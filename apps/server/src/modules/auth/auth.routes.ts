import { authApi } from '@console/contract/auth';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { changeOwnPassword, currentMenu, signIn, signOut } from './auth.service.ts';

/** Sign-in, sign-out, one's own password and one's own menus. */
export async function authRoutes(app: FastifyInstance) {
  serveAll(app, authApi, {
    login: (body, ctx) => signIn(body, ctx, app.config.maxSessionsPerUser),
    exit: signOut,
    updatePwdCurr: changeOwnPassword,
    currentMenu,
  });
}
