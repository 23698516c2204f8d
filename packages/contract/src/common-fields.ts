import { STATUS_OPTIONS } from './api/resource.ts';
import type { FieldDecl, Place } from './declaration.ts';

/**
 * The fields most resources carry, each labelled here once (issue 26: 状态, 备注, the times and the shop, SP,
 * warehouse, SKU and order references were written in dozens of files). A declaration spreads them with the
 * places they appear in on that resource (`...common({ remark: ['list', 'form'] })`), and anything that
 * differs (a machine's states as the status options) is given beside them.
 */
export const COMMON = {
  status: { label: '状态', kind: 'enum', options: STATUS_OPTIONS },
  remark: { label: '备注', kind: 'longtext' },
  createTime: { label: '创建时间', kind: 'datetime' },
  updateTime: { label: '更新时间', kind: 'datetime' },
  retCode: { label: '门店编码', kind: 'ref', ref: 'shop', nameField: 'retName' },
  retName: { label: '门店名称', kind: 'text' },
  spCode: { label: '服务商编码', kind: 'ref', ref: 'sp', nameField: 'spName' },
  spName: { label: '服务商', kind: 'text' },
  warehouseCode: { label: '仓库编码', kind: 'ref', ref: 'warehouse', nameField: 'warehouseName' },
  warehouseName: { label: '仓库名称', kind: 'text' },
  skuCode: { label: 'SKU编码', kind: 'ref', ref: 'sku', nameField: 'skuName' },
  skuName: { label: 'SKU名称', kind: 'text' },
  // A document line's product, as orders, after-sales, gift orders and returns show it.
  productName: { label: '商品名称', kind: 'text' },
  orderNo: { label: '订单号', kind: 'code' },
  // Labels several areas give their own fields (a line's 数量, a shop's 联系电话, a document's 创建人), also
  // written once: each area places them under its own field names.
  quantity: { label: '数量', kind: 'quantity' },
  itemCount: { label: '件数', kind: 'quantity' },
  used: { label: '已使用', kind: 'quantity' },
  amount: { label: '金额', kind: 'money' },
  type: { label: '类型', kind: 'enum' },
  sort: { label: '排序', kind: 'number' },
  source: { label: '来源', kind: 'code' },
  result: { label: '结果', kind: 'text' },
  lines: { label: '明细', kind: 'longtext' },
  creator: { label: '创建人', kind: 'text' },
  shop: { label: '门店', kind: 'text' },
  spFullName: { label: '服务商名称', kind: 'text' },
  personName: { label: '姓名', kind: 'text' },
  mobile: { label: '手机号', kind: 'phone' },
  phone: { label: '联系电话', kind: 'phone' },
  department: { label: '部门', kind: 'text' },
  provinceCode: { label: '省份', kind: 'ref', ref: 'region' },
  cityCode: { label: '城市', kind: 'ref', ref: 'region' },
  districtCode: { label: '区县', kind: 'ref', ref: 'region' },
  platform: { label: '平台', kind: 'ref', ref: 'platform' },
  channel: { label: '渠道', kind: 'ref', ref: 'channel' },
  channelCode: { label: '渠道编码', kind: 'code' },
  channelName: { label: '渠道名称', kind: 'text' },
  template: { label: '模板', kind: 'text' },
  templateName: { label: '模板名称', kind: 'text' },
  startDate: { label: '开始日期', kind: 'date' },
  endDate: { label: '结束日期', kind: 'date' },
  startTime: { label: '开始时间', kind: 'datetime' },
  endTime: { label: '结束时间', kind: 'datetime' },
  validFrom: { label: '生效日期', kind: 'date' },
  validTo: { label: '失效日期', kind: 'date' },
  activity: { label: '活动', kind: 'text' },
  activityName: { label: '活动名称', kind: 'text' },
  gradeText: { label: '适用等级', kind: 'text' },
  riskGrade: { label: '风险等级', kind: 'text' },
  payChannel: { label: '支付渠道', kind: 'ref', ref: 'payChannel' },
  orderTime: { label: '下单时间', kind: 'datetime' },
  orderCreator: { label: '下单人', kind: 'text' },
  applyTime: { label: '申请时间', kind: 'datetime' },
  cancelReason: { label: '取消原因', kind: 'longtext' },
  lastError: { label: '最近错误', kind: 'longtext' },
  recordId: { label: '记录ID', kind: 'number' },
  brand: { label: '品牌', kind: 'text' },
  property: { label: '属性', kind: 'text' },
  label: { label: '标签', kind: 'text' },
  note: { label: '说明', kind: 'text' },
  giftOrder: { label: '赠品订单', kind: 'code' },
  initiator: { label: '发起人', kind: 'text' },
  errorMessage: { label: '错误信息', kind: 'longtext' },
  jobName: { label: '任务名称', kind: 'text' },
  cron: { label: 'Cron 表达式', kind: 'code' },
  auditRemark: { label: '审核意见', kind: 'longtext' },
  deliverWarehouse: { label: '发货仓库', kind: 'ref', ref: 'warehouse' },
  returnNo: { label: '退货单号', kind: 'code' },
  returnReason: { label: '退货原因', kind: 'longtext' },
  returnWarehouse: { label: '退入仓库', kind: 'ref', ref: 'warehouse' },
  operator: { label: '操作人', kind: 'text' },
  loginId: { label: '账号', kind: 'code' },
  time: { label: '时间', kind: 'datetime' },
  name: { label: '名称', kind: 'text' },
  // A row's code where its kind of thing goes unnamed (a dictionary, a plan line, a rule, a report row's key).
  code: { label: '编码', kind: 'code' },
  grade: { label: '门店等级', kind: 'text' },
  retailerType: { label: '零售商类型', kind: 'text' },
  region: { label: '所在地区', kind: 'text' },
  // A region picked as province, city or district: the shop, service-area and area main SP searches.
  area: { label: '地区', kind: 'ref', ref: 'region' },
  address: { label: '详细地址', kind: 'text' },
  ownerName: { label: '店主姓名', kind: 'text' },
  contact: { label: '联系人', kind: 'text' },
  coupon: { label: '优惠券', kind: 'text' },
  sku: { label: 'SKU', kind: 'ref', ref: 'sku' },
  // A SKU's order rule: the catalogue declares it, the SKU's detail and the shop's order check name it.
  skuRule: { label: '下单规则', kind: 'ref', ref: 'skuRule' },
  validity: { label: '有效期', kind: 'text' },
  role: { label: '角色', kind: 'text' },
  ip: { label: 'IP', kind: 'code' },
  // The browser a sign-in came from (its User-Agent): the sign-in log and the online sessions.
  userAgent: { label: '浏览器', kind: 'longtext', width: 240 },
  warehouse: { label: '仓库', kind: 'ref', ref: 'warehouse' },
  category: { label: '分类', kind: 'ref', ref: 'category' },
  title: { label: '标题', kind: 'text' },
  // A document line's quantity received, and the status of a document received in full.
  received: { label: '已入库', kind: 'quantity' },
  // A row's actions column, and a log's action.
  action: { label: '操作', kind: 'text' },
  // 地址: a menu entry's address (its route or call path), and a warehouse's address as its log names it.
  shortAddress: { label: '地址', kind: 'text' },
  // A shop's and an SP's business licence number.
  licenseNo: { label: '营业执照号', kind: 'code' },
  // A product category's and an article category's code and name: one pair of words, two trees.
  categoryCode: { label: '分类编码', kind: 'code' },
  categoryName: { label: '分类名称', kind: 'text' },
  // A product group (商品分组) and the group an SP belongs to (服务商分组): one word, two meanings.
  group: { label: '分组', kind: 'text' },
  // An employee (the employee file's rows, its codes and ids) and a user's e-mail (the user screen, import, export, log).
  employee: { label: '员工', kind: 'ref', ref: 'employee' },
  email: { label: '邮箱', kind: 'text' },
  // An allocation plan: its declaration, its id in every plan call, the auto allocation's plan field.
  plan: { label: '配额计划', kind: 'ref', ref: 'allocPlan' },
  // A new password: the change-password call's rule and the user screen's change and reset dialogs.
  newPwd: { label: '新密码', kind: 'text' },
  // An article's category: its form, list column, export and log.
  articleType: { label: '所属分类', kind: 'text' },
  // A product as a line, a picker or an API tag names it.
  product: { label: '商品', kind: 'text' },
  // Why a wallet or stock movement was made: the wallet adjustment, its ledger and the stock history.
  reason: { label: '原因', kind: 'longtext' },
} as const satisfies Record<string, Omit<FieldDecl, 'in'>>;

export type CommonName = keyof typeof COMMON;
type Common = typeof COMMON;

/** The label of each common field, for the places that name a field without declaring it (an import's headers). */
export const COMMON_LABELS = Object.fromEntries(Object.entries(COMMON).map(([k, f]) => [k, f.label])) as {
  readonly [K in CommonName]: Common[K]['label'];
};

/** Common fields placed: `common({ status: ['list', 'filter'], createTime: ['list'] })`, in the order given. */
export function common<const P extends Partial<Record<CommonName, readonly Place[]>>>(
  places: P,
): { readonly [K in keyof P & CommonName]: Common[K] & { readonly in: P[K] & readonly Place[] } } {
  return Object.fromEntries(Object.entries(places).map(([k, p]) => [k, { ...COMMON[k as CommonName], in: p }])) as never;
}

/** One common field placed, with what differs on this resource (a status's own options, a width). */
export const commonField = <const K extends CommonName, const M extends Partial<FieldDecl>>(
  name: K,
  places: readonly Place[],
  more?: M,
): Omit<Common[K], keyof M> & { readonly in: readonly Place[] } & M => ({ ...COMMON[name], in: places, ...(more as M) });
