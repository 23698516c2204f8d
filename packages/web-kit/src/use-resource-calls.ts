import { getMessage } from './feedback.tsx';
import { usePermissions } from './permissions.tsx';
import { RequestError } from './request.ts';
import { inputKeys, type ResourceEndpoints, useResourceAction } from './resource-list.ts';

export type Action = 'add' | 'update' | 'delete' | 'enable' | 'disable' | 'status';

/** A resource's row calls as its list's buttons make them: who may, with which body, and what the user is told. */
export function useResourceCalls(area: string, api: ResourceEndpoints, rowKey: string) {
  const { has } = usePermissions();
  const action = useResourceAction(area, api);
  const message = getMessage();
  // A one-row call: batches (`{ ids }`) where the descriptor takes them, otherwise the row's key.
  const one = async (a: Action, key: unknown) => ((await inputKeys(api[a])).includes('ids') ? { ids: [key] } : { [rowKey]: key });
  return {
    /** A button shows when the resource has its call and the user holds that call's key. */
    allowed: (a: Action) => {
      const e = api[a];
      return Boolean(e) && has(e?.permission ?? '');
    },
    one,
    /** Sends the call and tells its success (its failure the request client tells). */
    run: async (name: Action, body: unknown) => {
      const reply = await action.mutateAsync({ action: name, body });
      message.success(reply.message || '操作成功');
      return reply;
    },
    /** Deletes one row and tells how it went; true when it is gone. */
    remove: async (key: unknown) => {
      try {
        await action.mutateAsync({ action: 'delete', body: await one('delete', key) });
        message.success('删除成功');
        return true;
      } catch (e) {
        message.error(e instanceof RequestError && e.message ? `删除失败：${e.message}` : '删除失败');
        return false;
      }
    },
  };
}
