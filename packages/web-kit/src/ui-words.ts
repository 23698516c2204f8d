import { WORDS } from '@console/contract/words';
/**
 * The words of a confirmation, written once (issue 26): every Popconfirm and confirm dialog asks under 提示
 * with 确定 / 取消 — spread them (`<Popconfirm {...CONFIRM_WORDS} description=… />`).
 */
export const CONFIRM_WORDS = { title: '提示', okText: '确定', cancelText: WORDS.cancel } as const;
