import type { Tx } from '../../db/client.ts';
import { contentArticles, contentCategories } from '../../db/schema/content.ts';

const OPERATOR = '系统管理员(admin)';

/** A few categories and articles so the content page has something to show on a first start. */
export async function seedContentDemo(tx: Tx) {
  await tx
    .insert(contentCategories)
    .values([
      { name: '平台公告', typeCode: 'NOTICE', describe: '面向门店的平台公告', status: 1, operator: OPERATOR },
      { name: '新品推荐', typeCode: 'NEW_PRODUCT', describe: '新品上市介绍', status: 1, operator: OPERATOR },
      { name: '经营指南', typeCode: 'GUIDE', describe: '门店经营经验分享', status: 1, operator: OPERATOR },
      { name: '历史活动', typeCode: 'ARCHIVE', describe: '已结束的活动归档', status: 2, operator: OPERATOR },
    ])
    .onConflictDoNothing();
  await tx.insert(contentArticles).values([
    {
      title: '春节期间配送安排',
      typeCode: 'NOTICE',
      describe: '春节前后各区域的配送截止与恢复时间',
      retGradeList: 'A,B,C,D',
      content:
        '<h2>配送安排</h2><p>春节期间配送于<strong>腊月二十八</strong>截止，<strong>正月初六</strong>恢复。</p><ul><li><p>请提前备货</p></li><li><p>急单请联系服务商</p></li></ul>',
      status: 1,
      operator: OPERATOR,
    },
    {
      title: '夏季饮品新品上市',
      typeCode: 'NEW_PRODUCT',
      describe: '三款夏季限定饮品本月起可订货',
      retGradeList: 'A,B',
      content: '<p>本月起上市三款<em>夏季限定</em>饮品，A、B级门店可优先订货。</p>',
      status: 1,
      operator: OPERATOR,
    },
    {
      title: '门店陈列小技巧',
      typeCode: 'GUIDE',
      describe: '黄金陈列位与堆头摆放建议',
      retGradeList: 'C,D',
      content: '<blockquote><p>把畅销品放在视线平齐的位置。</p></blockquote><p>堆头建议每两周更换一次主题。</p>',
      status: 2,
      operator: OPERATOR,
    },
  ]);
}
