/**
 * Routes of the scoped areas (idor.routes.ts AREAS) that name no scoped row, and why: the third list of the IDOR
 * table beside SCOPED and LISTS.
 */

const DICTIONARY = 'a dictionary: not a scoped row (DOMAIN, scope dimensions)';
const WAREHOUSE = 'warehouse rows carry no scope dimension (DOMAIN: warehouses, stock and ledger are not scoped)';

/** Routes of the scoped areas that name no scoped row, and why. */
export const UNSCOPED: Record<string, string> = {
  'GET /semiannualReturnOrder/setting': 'the half-year return rate: one setting of the console, no row of a shop',
  'POST /semiannualReturnOrder/setting/update': 'the half-year return rate: one setting of the console, no row of a shop',
  'POST /base/file/publicUpload': 'an upload of the caller (files suite)',
  'GET /base/file/public/:name': 'public images by generated name (files suite)',
  'GET /base/gradeInfo/queryAll': DICTIONARY,
  'GET /base/area/queryAll': 'regions: public reference data',
  'GET /base/area/queryAllRegion': 'regions: public reference data',
  'GET /base/area/query': 'regions: public reference data',
  'POST /base/ocr/license': 'recognises an image the caller sends',
  'GET /base/template/variables': DICTIONARY,
  'POST /base/template/preview': DICTIONARY,
  'GET /base/spGroup/query': DICTIONARY,
  'POST /shop/app/setting/queryList': 'settings of the shop app: not shop rows',
  'POST /shop/app/setting/add': 'settings of the shop app: not shop rows',
  'POST /shop/app/setting/update': 'settings of the shop app: not shop rows',
  'POST /shop/app/setting/delete': 'settings of the shop app: not shop rows',
  'GET /wms/channel/baseChannel': DICTIONARY,
  'POST /pay/notify/:channelCode':
    'a provider’s public callback without a session or scope: it names a record by payNo and is trusted only by its HMAC signature (pay.test.ts)',
  ...Object.fromEntries(
    ['GET queryList', 'POST add', 'POST update', 'POST delete', 'POST enable', 'POST disable'].map((v) => {
      const [method, verb] = v.split(' ');
      return [
        `${method} /lottery/activity/${verb}`,
        'lottery activities are brand-wide rules, not shop rows: their draws carry the shop keys',
      ];
    }),
  ),
  'POST /equity/activity/grant':
    'names an activity, not a shop: it grants only to the shops in the caller’s scope, filtered in SQL (equity.test.ts › grants only to shops in the caller’s scope)',
  'POST /ord/risk/rule/queryList': 'the scoring rules: settings of the platform, not rows of any shop',
  'POST /ord/risk/rule/update': 'the scoring rules: settings of the platform, not rows of any shop',
  'POST /order/query/statusCount':
    'answers counts per status, not rows; it filters with the list WHERE (scope included), asserted in modules/order/order.test.ts',
  'POST /order/query/DX/statusCount':
    'answers counts per status, not rows; it filters with the DX list WHERE (scope and agent included), asserted in modules/order/order-detail.test.ts',
  'POST /stock/sellin/add': 'a new row: its scope is checked by the resource service (stock-data.test.ts); no row of a side is named',
  'POST /stock/openingInventory/add':
    'a new row: its scope is checked by the resource service (stock-data.test.ts); no row of a side is named',
};
const PARTNER =
  'partner platforms: the brand’s whole connection, carrying no dimension, so a user limited in any sees, edits and runs none (fail closed: partner.test.ts › fails closed in scope); the sides carry no partner';

// Dictionaries and warehouse resources by prefix: every verb of theirs is unscoped.
export const UNSCOPED_PREFIXES: Record<string, string> = {
  '/base/sysPlatform/': DICTIONARY,
  '/base/userType/': DICTIONARY,
  '/base/retailerType/': DICTIONARY,
  '/base/gradeInfo/': DICTIONARY,
  '/base/spGroup/': DICTIONARY,
  '/base/template/': DICTIONARY,
  '/wms/base/': WAREHOUSE,
  '/wms/inv/': WAREHOUSE,
  '/wms/history/': WAREHOUSE,
  '/wms/purchaseOrder/': WAREHOUSE,
  '/pay/channel/': 'pay channels are configuration, not shop rows: the records paid through them carry the order keys',
  '/equity/activity/': 'equity activities are brand-wide rules, not shop rows: the coupons granted carry the shop keys',
  '/coupon/template/': 'coupon templates are rules, not shop rows: the coupons issued from them carry the shop keys',
  '/stock/transfer/': WAREHOUSE,
  '/stock/mapping/': 'SKU mapping: reference data translating external codes, no scope dimension (api/stock-data.ts)',
  '/alloc/plan/': 'quota plans: the brand’s configuration, no scope dimension (api/alloc.ts)',
  '/alloc/line/':
    'lines are keyed by the code of the plan’s dimension, filtered and refused by it in SQL and in the save (alloc.test.ts › scope); the sides carry no plan',
  '/hipac/alloc/': PARTNER,
  '/fsct/': PARTNER,
  '/dcc/': PARTNER,
  '/yuou/': PARTNER,
  '/datax/':
    'data sync: tasks over whole tables of whole databases, carrying no dimension, so a user limited in any sees and runs none (fail closed: datax.test.ts › fails closed in scope); the sides carry no task',
  '/sellout/autoAlloc/': 'shares a plan over codes the caller must all see, else 404 (auto-alloc.test.ts › scope); the sides carry no plan',
};
