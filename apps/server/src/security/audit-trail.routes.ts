/**
 * The operation-log walk's classification of POST routes (audit-trail.test.ts). A route that is in none of
 * these lists must succeed with the generic sample of its schema (or a body of audit-trail.*-bodies.ts) and leave exactly
 * one operation-log row; so a new route fails the walk until it does, or is listed here with a reason.
 */

/** Routes that write no operation-log row, each with its reason. */
export const NO_ROW: Record<string, string> = {
  '/user/login': 'sign-in: the sign-in log has it',
  '/user/exit': 'sign-out: the sign-in log has it',
  '/user/updatePwdCurr': 'one’s own password, given the old one: the sign-in log has it (and it ends one’s other sessions)',
  '/order/opt/preview': 'prices the create body without writing anything (order-preview.test.ts)',
  '/export/cancel': 'one’s own export task: nobody else’s data changes',
  '/select/reportFile/remove': 'one’s own export file: nobody else’s data changes',
  '/base/file/publicUpload': 'stores a new image under a new name; no row of the product changes',
  '/base/ocr/license':
    'reads a licence image through the external OCR service (OCR_URL) and answers its fields; writes no row — base.test.ts › “licence OCR”',
  '/pay/notify/:channelCode':
    'a payment provider’s public callback, without a session: each call, refused or not, leaves its own pay_notify_log row with the reason — pay.test.ts › “the signed callback”',
};

/** Reads sent by POST (lists answer with `paged` and need no line here). */
export const READS = [
  '/user/querySelectData',
  '/base/sysPlatform/queryAll',
  '/base/template/preview',
  '/shop/spInfo/queryAll',
  '/order/query/statusCount',
  '/order/query/DX/statusCount',
  '/wms/order/split/preview',
  '/ord/risk/rule/queryList',
  '/alloc/line/queryList',
  '/sellout/autoAlloc/preview',
];

/** Audited writes that the walk cannot reach, each with the module test that holds its operation-log row. */
export const NOT_REACHED: Record<string, string> = {
  '/import/:resource':
    'a multipart upload: one row per import, held by imports.test.ts › “imports valid users in one go, with an operation-log entry”',
};
