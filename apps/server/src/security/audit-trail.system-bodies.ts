import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/auth.ts';
import { newUser, signedInUser } from '../modules/users/system-fixtures.ts';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for the system area (users, roles, menus, departments, data permissions,
 * content, sessions, exports, jobs): each makes the row it names first. Role 8801 is made by the test.
 */
export function systemBodies({ t, made, uniq }: Walk): Bodies {
  const role = async () => (await made('/roles/add', { roleName: uniq('角色'), remark: '' })).code as string;
  const user = async () => (await made('/user/insert', newUser())).code as string;
  const menuBody = {
    label: '审计',
    parent: 'system',
    mType: '2',
    showIndex: '1',
    status: '1',
    url: 'audit.key',
    visible: '0',
    icon: 'AppstoreOutlined',
  };
  const menu = async () => (await made('/menu/add', { ...menuBody, url: uniq('audit.') })).code as string;
  const department = async () => (await made('/department/add', { depName: uniq('部门') })).code as string;
  const category = async () => {
    const typeCode = uniq('T');
    const { id } = await made('/content/category/add', { name: '审计', typeCode, describe: '审计', status: 1 });
    return { id: id as number, typeCode };
  };
  const articleBody = async () => ({
    title: '审计',
    typeCode: (await category()).typeCode,
    retGradeList: 'A',
    describe: 'd',
    status: 1,
    content: '<p>x</p>',
  });
  const article = async () => (await made('/content/article/add', await articleBody())).id as number;
  const jobBody = { jobName: '审计任务', handler: 'log.purge', cron: '0 3 * * *', params: {}, remark: '' };
  const job = async () => (await made('/schedule/job/save', { ...jobBody, jobName: uniq('任务') })).id as number;

  return {
    '/user/insert': async () => newUser(),
    '/user/update': async () => ({ code: await user(), name: '改名' }),
    '/user/status': async () => ({ code: await user(), status: 2 }),
    '/user/delete': async () => ({ code: await user() }),
    '/user/updatePwd': async () => ({ code: await user(), pwd: 'Audit#Pass2026' }),
    '/roles/update': async () => ({ code: await role(), roleName: uniq('改名'), remark: 'r' }),
    '/roles/delete': async () => ({ code: await role() }),
    '/roles/status': async () => ({ code: await role(), status: 2 }),
    '/roles/menu': async () => ({ code: await role(), menuCode: 'userManagement,userManagement.query' }),
    '/menu/add': async () => ({ ...menuBody, url: uniq('audit.') }),
    '/menu/update': async () => ({ code: await menu(), ...menuBody, url: uniq('audit.') }),
    '/menu/delete': async () => ({ code: await menu() }),
    '/menu/status': async () => ({ code: await menu(), status: '0' }),
    '/department/update': async () => ({ code: await department(), depName: uniq('改名') }),
    '/department/delete': async () => ({ code: await department() }),
    '/department/status': async () => ({ code: await department(), status: 2 }),
    '/permission/addOrUpdate': async () => ({ userCode: await user(), dataList: [{ dataType: 1, dataList: 'S1' }] }),
    '/content/article/add': articleBody,
    '/content/article/update': async () => ({ id: await article(), ...(await articleBody()) }),
    '/content/article/delete': async () => ({ id: await article() }),
    '/content/article/status': async () => ({ id: await article(), status: 2 }),
    '/content/category/update': async () => ({ id: (await category()).id, name: '改名', typeCode: uniq('T'), describe: 'd', status: 1 }),
    '/content/category/delete': async () => ({ id: (await category()).id }),
    '/content/category/status': async () => ({ id: (await category()).id, status: 2 }),
    '/log/online/kick': async () => {
      const { code } = await signedInUser(t, uniq('kick'), '8801');
      const [s] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userCode, code));
      return { id: s.id };
    },
    '/export/create': async () => ({ resource: 'loginLog', query: {} }),
    '/schedule/job/save': async () => jobBody,
    '/schedule/job/update': async () => ({ id: await job(), ...jobBody, cron: '0 4 * * *' }),
  };
}
