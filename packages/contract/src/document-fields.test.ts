import { describe, expect, it } from 'vitest';
import { afterSaleResource } from './api/after-sale.ts';
import { sellinOrderResource } from './api/sellin-order.ts';
import { semiannualReturnResource } from './api/semiannual-return.ts';
import { spInfoResource } from './api/shop.ts';
import { areaMainSpResource, spAreaResource } from './api/shop-area.ts';
import { appSettingResource, shopCsResource, walletResource, workOrderResource } from './api/shop-service.ts';
import { transferResource } from './api/stock.ts';
import { deliveryResource, poResource } from './api/wms-docs.ts';
import { returnResource } from './api/wms-returns.ts';
import type { Declaration } from './declaration.ts';
import documents from './document-fields.fixtures.json' with { type: 'json' };
import shops from './shop-declarations.fixtures.json' with { type: 'json' };

/** Each declaration's fields (name, label, kind, places, width, in their order) equal those pinned `before`. */
function declaresAsBefore(now: Record<string, Declaration>, before: Record<string, unknown>) {
  for (const [name, d] of Object.entries(now)) {
    it(`declares ${name}'s fields as before`, () => {
      const fields = Object.entries(d.fields).map(([field, f]) => ({ name: field, ...f }));
      expect(JSON.parse(JSON.stringify(fields))).toEqual(before[name]);
    });
  }
}

// The declarations' fields as they were written out before documentFields() and shopFields() built their shared
// blocks: the builders change none of them — not a label, a kind, a place, a width or their order.
describe('the document declarations on documentFields()', () => {
  declaresAsBefore(
    { poResource, deliveryResource, returnResource, transferResource, afterSaleResource, semiannualReturnResource, sellinOrderResource },
    documents,
  );
});

describe('the shop area declarations on shopFields() (shop, SP, district names, times)', () => {
  declaresAsBefore(
    { shopCsResource, workOrderResource, walletResource, appSettingResource, spAreaResource, areaMainSpResource, spInfoResource },
    shops,
  );
});
