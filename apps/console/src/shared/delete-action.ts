import { getMessage } from '@console/web-kit';
import type { Modal } from 'antd';

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/** Runs a delete and reports it as every list does: 删除成功, or 删除失败 with the server's reason. */
export async function runDelete(remove: () => Promise<unknown>, onDone: () => void) {
  try {
    await remove();
    getMessage().success('删除成功');
    onDone();
  } catch (e) {
    getMessage().error(e instanceof Error && e.message ? `删除失败：${e.message}` : '删除失败');
  }
}

/** The 提示 confirm that names what is deleted, then the delete. */
export function confirmDelete(modal: ModalApi, content: string, remove: () => Promise<unknown>, onDone: () => void) {
  return modal.confirm({ title: '提示', content, okText: '确定', cancelText: '取消', onOk: () => runDelete(remove, onDone) });
}
