-- Hand-written (issues 27 and 28): data that the schema change of 0031_ops cannot say. Keep it when regenerating.
-- Issue 27: returns that are not provincial returns get their own ledger source types, refunds their own
-- wallet ledger type. Older rows are told apart by their source document: its number is an after-sale's or a
-- half-year return's (a provincial return's number is neither), and a refund's reason names that number.
-- The stock ledger is append-only (stock-ledger.guard.ts, installed by the seed after a first start): this
-- relabel of the source document's type — never a quantity — lifts the guard inside the migration's own
-- transaction and puts it back, so nobody else ever writes past it.
DO $$
DECLARE guarded boolean := EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'wms_stock_ledger_no_change' AND tgrelid = 'wms_stock_ledger'::regclass);
BEGIN
  IF guarded THEN ALTER TABLE "wms_stock_ledger" DISABLE TRIGGER "wms_stock_ledger_no_change"; END IF;
  UPDATE "wms_stock_ledger" SET "source_type" = 'AFTER_SALE'
  WHERE "source_type" = 'RETURN' AND "source_no" IN (SELECT "after_sale_no" FROM "order_after_sale");
  UPDATE "wms_stock_ledger" SET "source_type" = 'SEMIANNUAL'
  WHERE "source_type" = 'RETURN' AND "source_no" IN (SELECT "return_no" FROM "order_semiannual_return");
  IF guarded THEN ALTER TABLE "wms_stock_ledger" ENABLE TRIGGER "wms_stock_ledger_no_change"; END IF;
END $$;--> statement-breakpoint
UPDATE "shop_wallet_ledger" l SET "type" = 3
WHERE l."type" = 1 AND (
  EXISTS (SELECT 1 FROM "order_after_sale" a WHERE a."ret_code" = l."ret_code" AND l."reason" = '售后退款 ' || a."after_sale_no")
  OR EXISTS (SELECT 1 FROM "order_semiannual_return" r WHERE r."ret_code" = l."ret_code" AND l."reason" = '半年退货退款 ' || r."return_no")
);
--> statement-breakpoint
-- Sell-in orders shipped before this: their purchases as sellin-purchase.ts records them at ship time, dated in
-- the console's default zone (TZ_NAME's default; a migration reads no configuration).
INSERT INTO "stock_sellin" ("sp_code", "ret_code", "province_code", "sku_code", "quantity", "sale_date", "kind", "source_no")
SELECT o."sp_code", '', o."province_code", l."sku_code", sum(l."quantity"), (o."ship_time" AT TIME ZONE 'Asia/Shanghai')::date, 2, o."sellin_no"
FROM "order_sellin" o JOIN "order_sellin_line" l ON l."sellin_id" = o."id"
WHERE o."status" = 40 AND o."ship_time" IS NOT NULL
GROUP BY o."id", l."sku_code"
ON CONFLICT ("source_no", "sku_code") WHERE "kind" = 2 DO NOTHING;
