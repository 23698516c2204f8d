import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for the catalogue: the base dictionaries and message templates (/base) and
 * the twelve product resources (/product). Every call names a row made for it: an update keeps the row's own
 * code, an enable finds its row disabled, a delete a row nothing refers to.
 */
export function catalogueBodies({ f, made, uniq }: Walk): Bodies {
  const { products } = f;
  const bodies: Bodies = {};

  /** A dictionary's five writes (ids in a list), over rows made from `create`. */
  const dictionary = (path: string, create: () => object) => {
    const add = async (over: object = {}) => (await made(`${path}/add`, { ...create(), ...over })).id as number;
    bodies[`${path}/add`] = async () => create();
    bodies[`${path}/update`] = async () => {
      const body = create();
      return { id: await add(body), ...body, name: '改名' };
    };
    bodies[`${path}/delete`] = async () => ({ ids: [await add()] });
    bodies[`${path}/enable`] = async () => ({ ids: [await add({ status: 2 })] });
    bodies[`${path}/disable`] = async () => ({ ids: [await add()] });
  };
  for (const name of ['sysPlatform', 'userType', 'retailerType', 'gradeInfo', 'spGroup'])
    dictionary(`/base/${name}`, () => ({ code: uniq('D'), name: '审计' }));
  dictionary('/base/template', () => ({ code: uniq('TPL'), name: '审计', content: '您好，门店' }));

  /** A product resource's five writes (one id each), over rows made from `create`. */
  const resource = (path: string, create: () => Promise<object>) => {
    const add = async (over: object = {}) => products.add(path, { ...(await create()), ...over });
    bodies[`${path}/add`] = create;
    bodies[`${path}/update`] = async () => {
      const body = await create();
      return { id: await products.add(path, body), ...body };
    };
    bodies[`${path}/delete`] = async () => ({ id: await add() });
    bodies[`${path}/enable`] = async () => ({ id: await add({ status: 2 }) });
    bodies[`${path}/disable`] = async () => ({ id: await add() });
  };
  const coded = (prefix: string, more: object = {}) => ({ code: products.uid(prefix), name: '审计', ...more });
  const validity = { validFrom: '2020-01-01', validTo: '2099-12-31' };
  resource('/product/brand', async () => coded('B'));
  resource('/product/category', async () => coded('C'));
  resource('/product/property', async () => coded('P', { values: ['红', '蓝'] }));
  resource('/product/label', async () => coded('L'));
  resource('/product/group', async () => coded('G'));
  resource('/product/spu', async () => coded('SPU', { brandId: await products.brand(), categoryId: await products.category() }));
  resource('/product/sku', async () => coded('SKU', { spuId: await products.spu(), unit: '瓶' }));
  resource('/product/sku/platform', async () => ({ skuId: await products.sku(), platformCode: '0001' }));
  resource('/product/sku/price', async () => ({ skuId: await products.sku(), platformCode: '0001', price: 1250, ...validity }));
  resource('/product/sku/rule', async () => coded('R', { skuId: await products.sku(), minQty: 2, maxQty: 10, multiple: 2 }));
  resource('/product/sku/ruleConfig', async () => ({ ruleId: await products.rule(), scopeType: 99 }));
  resource('/product/sku/discount', async () => coded('DC', { skuId: await products.sku(), minQty: 10, discountRate: 90, ...validity }));
  return bodies;
}
