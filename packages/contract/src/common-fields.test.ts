import { describe, expect, it } from 'vitest';
import { brandResource } from './api/products-resources.ts';
import { COMMON_LABELS, common, commonField } from './common-fields.ts';
import { fieldsIn, labelsIn } from './declaration.ts';

describe('common fields', () => {
  it('places each spread field where the declaration says, labelled once', () => {
    const f = common({ status: ['list', 'filter'], remark: ['audit'] });
    expect(f.status).toMatchObject({ label: '状态', kind: 'enum', in: ['list', 'filter'] });
    expect(f.remark.in).toEqual(['audit']);
    expect(commonField('retCode', ['filter'], { width: 120 })).toMatchObject({ label: '门店编码', ref: 'shop', width: 120 });
    expect(COMMON_LABELS.spName).toBe('服务商');
  });

  it('a declaration spreading them answers them in list, filter and audit like its own fields', () => {
    expect(fieldsIn(brandResource, 'filter').map((f) => f.name)).toEqual(['code', 'name', 'status']);
    expect(labelsIn(brandResource, 'audit')).toMatchObject({ code: '品牌编码', remark: '备注', status: '状态' });
  });
});
