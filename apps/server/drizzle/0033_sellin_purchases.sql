ALTER TABLE "stock_sellin" ADD COLUMN "kind" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_sellin" ADD COLUMN "source_no" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_sellin_purchase_uq" ON "stock_sellin" USING btree ("source_no","sku_code") WHERE "stock_sellin"."kind" = 2;--> statement-breakpoint
-- Sell-in orders shipped before this: their purchases as sellin-purchase.ts records them at ship time, dated in
-- the console's default zone (TZ_NAME's default; a migration reads no configuration).
INSERT INTO "stock_sellin" ("sp_code", "ret_code", "province_code", "sku_code", "quantity", "sale_date", "kind", "source_no")
SELECT o."sp_code", '', o."province_code", l."sku_code", sum(l."quantity"), (o."ship_time" AT TIME ZONE 'Asia/Shanghai')::date, 2, o."sellin_no"
FROM "order_sellin" o JOIN "order_sellin_line" l ON l."sellin_id" = o."id"
WHERE o."status" = 40 AND o."ship_time" IS NOT NULL
GROUP BY o."id", l."sku_code"
ON CONFLICT ("source_no", "sku_code") WHERE "kind" = 2 DO NOTHING;
