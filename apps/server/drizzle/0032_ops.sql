ALTER TABLE "product_sku" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "stock_sellin" ADD COLUMN "kind" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_sellin" ADD COLUMN "source_no" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_sellin_purchase_uq" ON "stock_sellin" USING btree ("source_no","sku_code") WHERE "stock_sellin"."kind" = 2;