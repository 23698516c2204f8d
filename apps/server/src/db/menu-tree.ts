import { PAGES } from '@console/contract/api/pages';
import { WORDS } from '@console/contract/words';
/**
 * The full menu tree every database is seeded with: groups (top level, mType '0'), pages (mType '0', url is
 * the route) and their button entries (mType '2', url `<pageName>.<action>` without a slash: the permission
 * keys routes check). Codes are stable: a group's code, the page name, the key; so re-seeding is idempotent
 * and a later area only appends its page here.
 */
export type PageDef = { name: string; label: string; url: string; icon?: string; actions: string[] };
export type GroupDef = { code: string; label: string; icon: string; pages: PageDef[] };

export const ACTION_LABELS: Record<string, string> = {
  query: '查询',
  add: WORDS.add,
  edit: '编辑',
  delete: WORDS.delete,
  delte: WORDS.delete,
  status: '状态切换',
  reset: '重置密码',
  permission: '数据权限',
  menu: '分配菜单',
  enable: '启用',
  disable: '停用',
  detail: '详情',
  export: '导出',
  import: '导入',
  approve: '审核',
  merge: '合并审核',
  cancel: WORDS.cancel,
  remark: '修改备注',
  address: '修改地址',
  run: '立即执行',
  pause: '暂停',
  resume: '恢复',
  push: '推送',
  retry: '重试',
  reply: '回复',
  close: WORDS.close,
  apply: '应用',
  preview: '预览',
  submit: '提交',
  receive: WORDS.receive,
  split: '拆分',
  issue: '发放',
  draw: '抽奖',
  void: '作废',
  download: '下载',
  sync: '同步',
  recharge: '充值',
  batch: '批量修改',
  process: '处理',
  kick: '强制下线',
  adjust: '库存调整',
  ship: WORDS.ship,
};

const crud = ['query', 'add', 'edit', 'delete'];
const crudToggle = [...crud, 'enable', 'disable'];
const sub = (area: string, page: string) => `/subapp/${area}/${page}`;

export const MENU_TREE: GroupDef[] = [
  {
    code: 'system',
    label: '系统管理',
    icon: 'SettingOutlined',
    pages: [
      {
        name: 'userManagement',
        label: PAGES.userManagement.title,
        url: '/userManagement',
        icon: 'UserOutlined',
        actions: ['query', 'reset', 'add', 'edit', 'delte', 'status', 'permission', 'export', 'import'],
      },
      {
        name: 'roleManagement',
        label: PAGES.roleManagement.title,
        url: '/roleManagement',
        icon: 'TeamOutlined',
        actions: ['query', 'add', 'edit', 'delete', 'status', 'menu', 'export'],
      },
      {
        name: 'menuManagement',
        label: PAGES.menuManagement.title,
        url: '/menuManagement',
        icon: 'MenuOutlined',
        actions: ['query', 'add', 'status', 'edit', 'delete', 'export'],
      },
      {
        name: 'departmentManagement',
        label: PAGES.departmentManagement.title,
        url: '/departmentManagement',
        icon: 'ApartmentOutlined',
        actions: ['query', 'add', 'edit', 'delete', 'status', 'export'],
      },
    ],
  },
  {
    code: 'contentGroup',
    label: '内容管理',
    icon: 'FileTextOutlined',
    pages: [{ name: 'content', label: '文章管理', url: '/content/list', icon: 'ReadOutlined', actions: [...crud, 'status', 'export'] }],
  },
  {
    code: 'product',
    label: '商品管理',
    icon: 'ShoppingOutlined',
    pages: [
      { name: 'productBrand', label: '品牌管理', url: sub('product', 'brand'), actions: [...crudToggle, 'import', 'export'] },
      { name: 'productCategory', label: '商品分类', url: sub('product', 'category'), actions: [...crudToggle, 'export'] },
      { name: 'productProperty', label: '商品属性', url: sub('product', 'property'), actions: [...crudToggle, 'export'] },
      { name: 'productSpu', label: 'SPU管理', url: sub('product', 'spu'), actions: [...crudToggle, 'export'] },
      { name: 'productSku', label: 'SKU管理', url: sub('product', 'sku'), actions: [...crudToggle, 'detail', 'import', 'export'] },
      { name: 'productLabel', label: '商品标签', url: sub('product', 'label'), actions: [...crudToggle, 'export'] },
      { name: 'productGroup', label: '商品分组', url: sub('product', 'group'), actions: [...crudToggle, 'export'] },
      { name: 'skuPlatform', label: 'SKU上架平台', url: sub('product', 'sku-platform'), actions: [...crudToggle, 'export'] },
      { name: 'skuPrice', label: 'SKU价格', url: sub('product', 'sku-price'), actions: [...crudToggle, 'export'] },
      { name: 'skuRule', label: '下单规则', url: sub('product', 'sku-rule'), actions: [...crudToggle, 'export'] },
      { name: 'skuRuleConfig', label: '规则适用范围', url: sub('product', 'sku-rule-config'), actions: [...crudToggle, 'export'] },
      { name: 'skuDiscount', label: '阶梯折扣', url: sub('product', 'sku-discount'), actions: [...crudToggle, 'export'] },
    ],
  },
  {
    code: 'warehouse',
    label: '仓储管理',
    icon: 'HomeOutlined',
    pages: [
      { name: 'wmsBase', label: '仓库管理', url: sub('wms', 'base'), actions: [...crudToggle, 'export'] },
      { name: 'wmsChannel', label: '渠道管理', url: sub('wms', 'channel'), actions: ['query', 'batch', 'export'] },
      {
        name: 'wmsInventory',
        label: '库存管理',
        url: sub('wms', 'inventory'),
        actions: ['query', 'enable', 'disable', 'adjust', 'export'],
      },
      { name: 'wmsHistory', label: '库存流水', url: sub('wms', 'history'), actions: ['query', 'export'] },
      {
        name: 'wmsPurchaseOrder',
        label: '采购入库',
        url: sub('wms', 'purchase-order'),
        actions: [...crud, 'submit', 'receive', 'cancel', 'export'],
      },
      { name: 'wmsDeliver', label: '发货单', url: sub('wms', 'deliver'), actions: ['query', 'add', 'detail', 'ship', 'export'] },
      { name: 'wmsOrderSplit', label: '订单拆分', url: sub('wms', 'order-split'), actions: ['query', 'split', 'export'] },
      {
        name: 'wmsReturnProvince',
        label: '省区退货',
        url: sub('wms', 'return-province'),
        actions: [...crud, 'approve', 'receive', 'export'],
      },
    ],
  },
  {
    code: 'stock',
    label: '库存与分配',
    icon: 'DatabaseOutlined',
    pages: [
      { name: 'stockSellin', label: '进货上报', url: sub('stock', 'sellin'), actions: [...crud, 'import', 'export'] },
      { name: 'stockOpeningInventory', label: '期初库存', url: sub('stock', 'opening-inventory'), actions: [...crud, 'import', 'export'] },
      { name: 'stockMapping', label: '商品映射', url: sub('stock', 'mapping'), actions: [...crud, 'import', 'export'] },
      {
        name: 'stockTransfer',
        label: '库存调拨',
        url: sub('stock', 'transfer'),
        actions: [...crud, 'approve', 'complete', 'cancel', 'export'],
      },
      { name: 'allocPlan', label: '配额分配', url: sub('alloc', 'plan'), actions: [...crud, 'activate', 'close', 'export'] },
      { name: 'autoAlloc', label: '自动分配', url: sub('alloc', 'auto'), actions: ['query', 'preview', 'apply', 'export'] },
      {
        name: 'partnerHipac',
        label: '海拍客分配',
        url: sub('partner', 'hipac'),
        actions: ['query', 'add', 'edit', 'push', 'retry', 'export'],
      },
      { name: 'partnerFsct', label: 'FSCT对接', url: sub('partner', 'fsct'), actions: ['query', 'edit', 'push', 'retry', 'export'] },
      { name: 'partnerDcc', label: 'DCC对接', url: sub('partner', 'dcc'), actions: ['query', 'edit', 'push', 'retry', 'export'] },
      { name: 'partnerYuou', label: '有偶对接', url: sub('partner', 'yuou'), actions: ['query', 'edit', 'push', 'retry', 'export'] },
    ],
  },
  {
    code: 'shop',
    label: '门店与基础数据',
    icon: 'ShopOutlined',
    pages: [
      { name: 'shopInfo', label: '门店管理', url: sub('shop', 'info'), actions: [...crudToggle, 'export'] },
      { name: 'spInfo', label: '服务商管理', url: sub('shop', 'sp-info'), actions: [...crudToggle, 'export'] },
      { name: 'spArea', label: '服务区域', url: sub('shop', 'sp-area'), actions: [...crud, 'export'] },
      { name: 'areaMainSp', label: '区域主服务商', url: sub('shop', 'area-main-sp'), actions: [...crud, 'export'] },
      { name: 'shopCs', label: '门店客服', url: sub('shop', 'cs'), actions: [...crud, 'export'] },
      { name: 'retWorkOrder', label: '门店工单', url: sub('shop', 'work-order'), actions: ['query', 'add', 'reply', 'close', 'export'] },
      {
        name: 'walletBalance',
        label: '钱包余额',
        url: sub('shop', 'wallet'),
        actions: ['query', 'recharge', 'deduct', 'detail', 'export'],
      },
      { name: 'appSetting', label: '应用设置', url: sub('shop', 'app-setting'), actions: [...crud, 'export'] },
      { name: 'sysPlatform', label: '系统平台', url: sub('base', 'sys-platform'), actions: [...crudToggle, 'export'] },
      { name: 'userType', label: '用户类型', url: sub('base', 'user-type'), actions: [...crudToggle, 'export'] },
      { name: 'retailerType', label: '零售商类型', url: sub('base', 'retailer-type'), actions: [...crudToggle, 'export'] },
      { name: 'gradeInfo', label: '门店等级', url: sub('base', 'grade'), actions: [...crudToggle, 'export'] },
      { name: 'spGroup', label: '服务商分组', url: sub('base', 'sp-group'), actions: [...crudToggle, 'export'] },
      { name: 'template', label: '消息模板', url: sub('base', 'template'), actions: [...crudToggle, 'export'] },
      { name: 'ocr', label: '执照识别', url: sub('base', 'ocr'), actions: ['query', 'add'] },
    ],
  },
  {
    code: 'order',
    label: '订单管理',
    icon: 'ProfileOutlined',
    pages: [
      {
        name: 'orderList',
        label: '订单列表',
        url: sub('order', 'list'),
        actions: ['query', 'detail', 'approve', 'merge', 'cancel', 'remark', 'address', 'complete', 'export'],
      },
      { name: 'orderDx', label: '坐席订单', url: sub('order', 'dx'), actions: ['query', 'detail', 'add', 'export'] },
      {
        name: 'afterSale',
        label: '售后管理',
        url: sub('order', 'after-sale'),
        actions: ['query', 'detail', 'add', 'approve', 'process', 'refund', 'export'],
      },
      { name: 'orderRisk', label: '订单风控', url: sub('order', 'risk'), actions: ['query', 'detail', 'edit', 'review', 'export'] },
      { name: 'riskGrade', label: '风险等级', url: sub('order', 'risk-grade'), actions: [...crudToggle, 'export'] },
      { name: 'erpOrder', label: 'ERP推送', url: sub('order', 'erp'), actions: ['query', 'push', 'retry', 'export'] },
      { name: 'giftOrder', label: '赠品订单', url: sub('order', 'gift'), actions: [...crud, 'approve', 'complete', 'cancel', 'export'] },
      {
        name: 'sellinOrder',
        label: '进货订单',
        url: sub('order', 'sellin'),
        actions: ['query', 'detail', 'add', 'approve', 'ship', 'cancel', 'export'],
      },
      {
        name: 'semiannualReturn',
        label: '半年退货',
        url: sub('order', 'semiannual-return'),
        actions: [...crud, 'approve', 'receive', 'complete', 'cancel', 'export'],
      },
      { name: 'invoiceInfo', label: '发票信息', url: sub('order', 'invoice'), actions: [...crud, 'export'] },
    ],
  },
  {
    code: 'marketing',
    label: '营销管理',
    icon: 'GiftOutlined',
    pages: [
      { name: 'coupon', label: '优惠券', url: sub('marketing', 'coupon'), actions: [...crudToggle, 'issue', 'void', 'export'] },
      { name: 'setMeal', label: '套餐管理', url: sub('marketing', 'set-meal'), actions: [...crudToggle, 'export'] },
      { name: 'specialActivity', label: '特价活动', url: sub('marketing', 'special'), actions: [...crudToggle, 'export'] },
      { name: 'equityActivity', label: '权益活动', url: sub('marketing', 'equity'), actions: [...crudToggle, 'grant', 'export'] },
      { name: 'lotteryActivity', label: '抽奖活动', url: sub('marketing', 'lottery'), actions: [...crudToggle, 'draw', 'export'] },
    ],
  },
  {
    code: 'payment',
    label: '支付管理',
    icon: 'PayCircleOutlined',
    pages: [
      { name: 'payChannel', label: '支付渠道', url: sub('pay', 'channel'), actions: [...crudToggle, 'export'] },
      { name: 'payRecord', label: '支付记录', url: sub('pay', 'record'), actions: ['query', 'detail', 'add', 'export'] },
      { name: 'payReconcile', label: '支付对账', url: sub('pay', 'reconcile'), actions: ['query', 'export'] },
    ],
  },
  {
    code: 'employeeGroup',
    label: '员工管理',
    icon: 'IdcardOutlined',
    pages: [{ name: 'employee', label: '员工档案', url: sub('employee', 'list'), actions: [...crudToggle, 'import', 'export'] }],
  },
  {
    code: 'report',
    label: '报表与导出',
    icon: 'BarChartOutlined',
    pages: [
      { name: 'invReport', label: '库存报表', url: sub('report', 'inventory'), actions: ['query', 'export'] },
      { name: 'spDataReport', label: '销售报表', url: sub('report', 'sales'), actions: ['query', 'export'] },
      {
        name: 'reportFile',
        label: PAGES.reportFile.title,
        url: sub('report', 'files'),
        actions: ['query', 'download', 'delete', 'export'],
      },
      {
        name: 'exportTask',
        label: PAGES.exportTask.title,
        url: sub('report', 'exports'),
        actions: ['query', 'download', 'delete', 'export'],
      },
    ],
  },
  {
    code: 'log',
    label: '日志管理',
    icon: 'FileSearchOutlined',
    pages: [
      { name: 'operationLog', label: PAGES.operationLog.title, url: sub('log', 'operation'), actions: ['query', 'export'] },
      { name: 'loginLog', label: PAGES.loginLog.title, url: sub('log', 'login'), actions: ['query', 'export'] },
      { name: 'onlineUser', label: PAGES.onlineUser.title, url: sub('log', 'online'), actions: ['query', 'kick', 'export'] },
    ],
  },
  {
    code: 'schedule',
    label: '定时任务',
    icon: 'FieldTimeOutlined',
    pages: [
      { name: 'scheduleJob', label: '任务调度', url: sub('schedule', 'job'), actions: [...crud, 'pause', 'resume', 'run', 'export'] },
    ],
  },
  {
    code: 'datax',
    label: '数据同步',
    icon: 'SyncOutlined',
    pages: [
      { name: 'dataxTask', label: '同步任务', url: sub('datax', 'task'), actions: [...crudToggle, 'run', 'pause', 'resume', 'export'] },
    ],
  },
];

export type MenuSeedRow = { code: string; label: string; icon: string; mType: '0' | '2'; url: string; parent: string; showIndex: number };

export function flattenMenuTree(tree: GroupDef[] = MENU_TREE): MenuSeedRow[] {
  const rows: MenuSeedRow[] = [];
  tree.forEach((g, gi) => {
    rows.push({ code: g.code, label: g.label, icon: g.icon, mType: '0', url: '', parent: '-1', showIndex: gi + 1 });
    g.pages.forEach((p, pi) => {
      rows.push({
        code: p.name,
        label: p.label,
        icon: p.icon ?? 'AppstoreOutlined',
        mType: '0',
        url: p.url,
        parent: g.code,
        showIndex: pi + 1,
      });
      p.actions.forEach((a, ai) => {
        const key = `${p.name}.${a}`;
        rows.push({ code: key, label: ACTION_LABELS[a] ?? a, icon: '', mType: '2', url: key, parent: p.name, showIndex: ai + 1 });
      });
    });
  });
  return rows;
}
