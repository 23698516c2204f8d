DROP INDEX "wms_stock_ledger_time_idx";--> statement-breakpoint
DROP INDEX "wms_stock_ledger_wh_sku_idx";--> statement-breakpoint
CREATE INDEX "wms_stock_ledger_time_idx" ON "wms_stock_ledger" USING btree ("created_at","id","type","on_hand_delta");--> statement-breakpoint
CREATE INDEX "wms_stock_ledger_wh_sku_idx" ON "wms_stock_ledger" USING btree ("warehouse_code","sku_code","created_at","on_hand_delta","locked_delta");