import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  brands,
  categories,
  groupSkus,
  groups,
  labels,
  properties,
  propertyValues,
  skuDiscounts,
  skuLabels,
  skuPlatforms,
  skuPrices,
  skuPropertyValues,
  skuRuleConfigs,
  skuRules,
  skus,
  spus,
} from '../../db/schema/products.ts';

/** A believable fast-moving-goods catalogue: 8 brands, a 2-level category tree, 50 SPUs, 200 SKUs with prices. */
const BRANDS = ['农夫山泉', '康师傅', '统一', '伊利', '蒙牛', '可口可乐', '百事', '旺旺'];
const TREE: [string, string[]][] = [
  ['饮料', ['饮用水', '碳酸饮料', '茶饮料', '果汁']],
  ['乳制品', ['纯牛奶', '酸奶']],
  ['休闲食品', ['饼干', '膨化食品']],
  ['方便食品', ['方便面']],
];
// SPU names per leaf category, brand index chosen round-robin within the leaf.
const SPU_NAMES: Record<string, string[]> = {
  饮用水: ['天然饮用水', '矿泉水', '纯净水', '苏打水', '婴儿水'],
  碳酸饮料: ['可乐', '无糖可乐', '柠檬汽水', '橙味汽水', '冰淇淋汽水', '姜汁汽水'],
  茶饮料: ['冰红茶', '绿茶', '茉莉清茶', '乌龙茶', '大麦茶', '柠檬茶'],
  果汁: ['橙汁', '苹果汁', '葡萄汁', '芒果汁', '桃汁'],
  纯牛奶: ['纯牛奶', '高钙牛奶', '脱脂牛奶', '有机纯牛奶', '低脂牛奶', '儿童成长奶'],
  酸奶: ['原味酸奶', '草莓酸奶', '希腊酸奶', '益生菌酸奶', '常温酸奶'],
  饼干: ['苏打饼干', '夹心饼干', '曲奇', '薄脆饼干', '雪饼'],
  膨化食品: ['薯片', '虾条', '玉米卷', '仙贝'],
  方便面: ['红烧牛肉面', '老坛酸菜面', '鲜虾鱼板面', '香辣牛肉面', '番茄鸡蛋面', '葱香排骨面', '藤椒牛肉面', '海鲜面'],
};
const SIZES = ['350ml', '550ml', '1.5L', '24瓶/箱'];
const PACKS = ['单品', '整箱'];
const PLATFORM_PRICES: [string, number][] = [
  ['0001', 100],
  ['0002', 98],
  ['0004', 100],
];

export async function seedProducts(tx: Tx) {
  const year = new Date().getFullYear();
  const brandRows = await tx
    .insert(brands)
    .values(BRANDS.map((name, i) => ({ code: `B${String(i + 1).padStart(3, '0')}`, name, sort: i + 1, remark: `${name}官方授权` })))
    .returning({ id: brands.id });
  const leaves = new Map<string, number>();
  let c = 0;
  for (const [i, [top, children]] of TREE.entries()) {
    const [root] = await tx
      .insert(categories)
      .values({ code: `C${String(++c).padStart(3, '0')}`, name: top, parentId: 0, level: 1, sort: i + 1 })
      .returning({ id: categories.id });
    for (const [j, child] of children.entries()) {
      const [leaf] = await tx
        .insert(categories)
        .values({ code: `C${String(++c).padStart(3, '0')}`, name: child, parentId: root.id, level: 2, sort: j + 1 })
        .returning({ id: categories.id });
      leaves.set(child, leaf.id);
    }
  }
  const [size] = await tx.insert(properties).values({ code: 'P_SIZE', name: '规格', sort: 1 }).returning({ id: properties.id });
  const [pack] = await tx.insert(properties).values({ code: 'P_PACK', name: '包装', sort: 2 }).returning({ id: properties.id });
  const sizeValues = await tx
    .insert(propertyValues)
    .values(SIZES.map((value, sort) => ({ propertyId: size.id, value, sort })))
    .returning();
  const packValues = await tx
    .insert(propertyValues)
    .values(PACKS.map((value, sort) => ({ propertyId: pack.id, value, sort })))
    .returning();
  const labelRows = await tx
    .insert(labels)
    .values([
      { code: 'L_NEW', name: '新品', color: '#1f5fd6', sort: 1 },
      { code: 'L_HOT', name: '热销', color: '#d4380d', sort: 2 },
      { code: 'L_SALE', name: '限时特价', color: '#d48806', sort: 3 },
      { code: 'L_SEASON', name: '季节性', color: '#389e0d', sort: 4 },
    ])
    .returning({ id: labels.id });

  const spuValues = Object.entries(SPU_NAMES).flatMap(([leaf, names], li) =>
    names.map((name, ni) => ({ leaf, name, brandIndex: (li + ni) % BRANDS.length })),
  );
  const spuRows = await tx
    .insert(spus)
    .values(
      spuValues.map((s, i) => ({
        code: `SPU${String(i + 1).padStart(4, '0')}`,
        name: `${BRANDS[s.brandIndex]}${s.name}`,
        brandId: brandRows[s.brandIndex].id,
        categoryId: leaves.get(s.leaf)!,
        description: `${BRANDS[s.brandIndex]}${s.name}，畅销单品`,
        // A couple of discontinued lines show what a disabled SPU looks like.
        status: i % 25 === 24 ? 2 : 1,
      })),
    )
    .returning({ id: spus.id, name: spus.name, status: spus.status });

  const skuValues = spuRows.flatMap((spu, si) =>
    SIZES.map((sz, k) => ({
      code: `SKU${String(si * 4 + k + 1).padStart(5, '0')}`,
      name: `${spu.name} ${sz}`,
      spuId: spu.id,
      barcode: `69${String(10_000_000_000 + si * 4 + k).slice(-11)}`,
      unit: k === 3 ? '箱' : '瓶',
      spec: sz,
      status: spu.status === 1 ? 1 : 2,
    })),
  );
  const skuRows = await tx.insert(skus).values(skuValues).returning({ id: skus.id });
  await tx.insert(skuPropertyValues).values(
    skuRows.flatMap((s, i) => [
      { skuId: s.id, propertyId: size.id, valueId: sizeValues[i % 4].id },
      { skuId: s.id, propertyId: pack.id, valueId: packValues[i % 4 === 3 ? 1 : 0].id },
    ]),
  );
  await tx
    .insert(skuLabels)
    .values(skuRows.filter((_, i) => i % 5 === 0).map((s, i) => ({ skuId: s.id, labelId: labelRows[i % labelRows.length].id })));
  await tx.insert(skuPlatforms).values(skuRows.flatMap((s) => PLATFORM_PRICES.map(([platformCode]) => ({ skuId: s.id, platformCode }))));
  // Base price in cents by size: 2.00, 3.50, 8.00, 48.00 yuan, plus a step per SPU; platforms apply a percentage.
  const base = [200, 350, 800, 4800];
  await tx.insert(skuPrices).values(
    skuRows.flatMap((s, i) =>
      PLATFORM_PRICES.map(([platformCode, pct]) => ({
        skuId: s.id,
        platformCode,
        price: Math.round(((base[i % 4] + Math.floor(i / 4) * 10) * pct) / 100),
        validFrom: `${year}-01-01`,
        validTo: `${year}-12-31`,
      })),
    ),
  );
  const cases = skuRows.filter((_, i) => i % 4 === 3);
  const ruleRows = await tx
    .insert(skuRules)
    .values(
      cases.slice(0, 20).map((s, i) => ({
        code: `R${String(i + 1).padStart(4, '0')}`,
        name: '整箱起订',
        skuId: s.id,
        minQty: 2,
        maxQty: 200,
        multiple: 2,
      })),
    )
    .returning({ id: skuRules.id });
  await tx
    .insert(skuRuleConfigs)
    .values(ruleRows.map((r, i) => ({ ruleId: r.id, scopeType: i % 2 ? 99 : 7, scopeValue: i % 2 ? '' : 'A,B', remark: '' })));
  await tx.insert(skuDiscounts).values(
    cases.slice(0, 20).flatMap((s, i) => [
      {
        code: `D${String(i * 2 + 1).padStart(4, '0')}`,
        name: '满10箱95折',
        skuId: s.id,
        minQty: 10,
        discountRate: 95,
        validFrom: `${year}-01-01`,
        validTo: `${year}-12-31`,
      },
      {
        code: `D${String(i * 2 + 2).padStart(4, '0')}`,
        name: '满50箱9折',
        skuId: s.id,
        minQty: 50,
        discountRate: 90,
        validFrom: `${year}-01-01`,
        validTo: `${year}-12-31`,
      },
    ]),
  );
  const groupRows = await tx
    .insert(groups)
    .values([
      { code: 'G_SUMMER', name: '夏季饮品专区', sort: 1, remark: '门店APP首页' },
      { code: 'G_BREAKFAST', name: '早餐组合', sort: 2, remark: '' },
      { code: 'G_SNACK', name: '休闲零食', sort: 3, remark: '' },
    ])
    .returning({ id: groups.id });
  await tx
    .insert(groupSkus)
    .values(groupRows.flatMap((g, gi) => skuRows.slice(gi * 40, gi * 40 + 12).map((s) => ({ groupId: g.id, skuId: s.id }))));
}

/**
 * The first `limit` enabled SKUs by code, each with its highest list price (1000 cents where none is set):
 * what the marketing demos price their packages and offers from.
 */
export async function pricedDemoSkus(tx: Tx, limit: number) {
  const { rows } = await tx.execute<{ code: string; price: number }>(sql`
    select k.code, coalesce((select max(p.price) from product_sku_price p where p.sku_id = k.id), 1000)::int as price
    from product_sku k where k.status = 1 order by k.code limit ${limit}`);
  return rows;
}
