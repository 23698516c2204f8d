/**
 * The partner platforms and their menu pages, apart from their schemas: the sub-app's page list reads them at
 * start, and would otherwise carry every partner declaration in its first load.
 */
export const PARTNERS = [
  { key: 'hipac', prefix: '/hipac/alloc', source: 'HIPAC', name: '海拍客', menu: 'partnerHipac', title: '海拍客分配' },
  { key: 'fsct', prefix: '/fsct', source: 'FSCT', name: 'FSCT', menu: 'partnerFsct', title: 'FSCT对接' },
  { key: 'dcc', prefix: '/dcc', source: 'DCC', name: 'DCC', menu: 'partnerDcc', title: 'DCC对接' },
  { key: 'yuou', prefix: '/yuou', source: 'YUOU', name: '有偶', menu: 'partnerYuou', title: '有偶对接' },
] as const;
export type Partner = (typeof PARTNERS)[number];
export type PartnerKey = Partner['key'];
export const partnerOf = (key: PartnerKey): Partner => PARTNERS.find((p) => p.key === key) as Partner;
