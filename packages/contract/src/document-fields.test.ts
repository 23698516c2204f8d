import { describe, expect, it } from 'vitest';
import { afterSaleResource } from './api/after-sale.ts';
import { sellinOrderResource } from './api/sellin-order.ts';
import { semiannualReturnResource } from './api/semiannual-return.ts';
import { transferResource } from './api/stock.ts';
import { deliveryResource, poResource } from './api/wms-docs.ts';
import { returnResource } from './api/wms-returns.ts';
import before from './document-fields.fixtures.json' with { type: 'json' };

// The document declarations' fields as they were written out before documentFields() built their shared
// block: the builder changes none of them — not a label, a kind, a place, a width or their order.
describe('the document declarations on documentFields()', () => {
  const now = {
    poResource,
    deliveryResource,
    returnResource,
    transferResource,
    afterSaleResource,
    semiannualReturnResource,
    sellinOrderResource,
  };
  for (const [name, d] of Object.entries(now)) {
    it(`declares ${name}'s fields as before`, () => {
      const fields = Object.entries(d.fields).map(([field, f]) => ({ name: field, ...f }));
      expect(JSON.parse(JSON.stringify(fields))).toEqual(before[name as keyof typeof before]);
    });
  }
});
