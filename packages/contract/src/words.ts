/**
 * Words of the interface that are not a field's label, written once (issue 26): the enable / disable words
 * were spelt in 25 files (status options, audit actions, switches, tags). The contract is the one layer the
 * server and both apps read; resource.ts builds its status options from here, so this file imports nothing.
 */
export const WORDS = {
  enable: '启用',
  disable: '停用',
  forbid: '禁用',
  // A review's steps, which the order, sell-in, semiannual-return, risk, transfer and return machines share.
  approve: '审核',
  pendingReview: '待审核',
  approved: '已审核',
  cancelled: '已取消',
  complete: '完成',
  // The edit verb: an edit transition's button and the operation log's action of every update.
  edit: '修改',
  // The add and delete verbs: a button, a permission's name in the menu tree and the operation log's action.
  add: '新增',
  delete: '删除',
  // A cancel transition, a confirmation's cancel button and a running export's cancel.
  cancel: '取消',
  // A closed dialog, a tab's close button, a document's close transition.
  close: '关闭',
  // A run, push, payment, export or sign-in that did not succeed, and one that did.
  failed: '失败',
  success: '成功',
  // A run or a push that an operator marks as failed by hand (DataX tasks, ERP pushes, partner syncs).
  markFailed: '标记失败',
  // A locked user, stock locked for an order (its ledger row type and the reports' and inventory's column).
  lock: '锁定',
  // A document not yet submitted: allocation plans, stock transfers, warehouse documents.
  draft: '草稿',
  // A gift: a lottery prize's and an equity benefit's kind, and an order's source.
  gift: '赠品',
  // A closed document: an allocation plan, a work order, a purchase order given up after a partial receipt.
  closed: '已关闭',
  // Shipping: the delivery note's and the sell-in order's step, the order log's action and the menu tree's permission.
  ship: '发货',
  // A password: the user screen's field, its audit label and the password rule's messages.
  password: '密码',
  // A menu: the menu tree's resource, a menu entry's type, a role's menus and the menu page's tree.
  menu: '菜单',
  // Goods received into stock: a purchase order's and a province return's step, its log action, the menu
  // tree's permission and the stock report's column.
  receive: '入库',
} as const;
