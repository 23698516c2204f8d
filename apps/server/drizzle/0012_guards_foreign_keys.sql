-- Issue 25 item 22: stock, orders and wallets point at real SKUs, warehouses and shops. NOT VALID: an older
-- database may hold rows left by earlier deletes; they are kept as they are, every new row and every delete
-- is checked.
ALTER TABLE "order_info" ADD CONSTRAINT "order_info_ret_code_shop_info_ret_code_fk" FOREIGN KEY ("ret_code") REFERENCES "public"."shop_info"("ret_code") ON DELETE restrict ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "shop_wallet" ADD CONSTRAINT "shop_wallet_ret_code_shop_info_ret_code_fk" FOREIGN KEY ("ret_code") REFERENCES "public"."shop_info"("ret_code") ON DELETE restrict ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "wms_inventory" ADD CONSTRAINT "wms_inventory_warehouse_code_wms_warehouse_warehouse_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."wms_warehouse"("warehouse_code") ON DELETE restrict ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "wms_inventory" ADD CONSTRAINT "wms_inventory_sku_code_product_sku_code_fk" FOREIGN KEY ("sku_code") REFERENCES "public"."product_sku"("code") ON DELETE restrict ON UPDATE no action NOT VALID;