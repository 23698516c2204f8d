CREATE SEQUENCE "public"."wms_doc_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"channel_name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_channelCode_unique" UNIQUE("channel_code")
);
--> statement-breakpoint
CREATE TABLE "wms_delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"deliver_no" varchar(32) NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"channel_code" varchar(32) DEFAULT '' NOT NULL,
	"province_code" varchar(12) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"shipped_at" timestamp with time zone,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_delivery_deliverNo_unique" UNIQUE("deliver_no")
);
--> statement-breakpoint
CREATE TABLE "wms_delivery_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "wms_delivery_line_qty_pos" CHECK ("wms_delivery_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wms_inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"locked" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_inventory_on_hand_nonneg" CHECK ("wms_inventory"."on_hand" >= 0),
	CONSTRAINT "wms_inventory_locked_nonneg" CHECK ("wms_inventory"."locked" >= 0),
	CONSTRAINT "wms_inventory_locked_le_on_hand" CHECK ("wms_inventory"."locked" <= "wms_inventory"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "wms_order_split" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_return_province_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "wms_return_line_qty_pos" CHECK ("wms_return_province_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wms_return_province" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_no" varchar(32) NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"audit_remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_return_province_returnNo_unique" UNIQUE("return_no")
);
--> statement-breakpoint
CREATE TABLE "wms_purchase_order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"po_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"quantity" integer NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wms_po_line_qty_pos" CHECK ("wms_purchase_order_line"."quantity" > 0),
	CONSTRAINT "wms_po_line_received_range" CHECK ("wms_purchase_order_line"."received_qty" >= 0 and "wms_purchase_order_line"."received_qty" <= "wms_purchase_order_line"."quantity")
);
--> statement-breakpoint
CREATE TABLE "wms_purchase_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"po_no" varchar(32) NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"supplier_name" varchar(100) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_purchase_order_poNo_unique" UNIQUE("po_no")
);
--> statement-breakpoint
CREATE TABLE "wms_stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inventory_id" integer NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"type" varchar(16) NOT NULL,
	"on_hand_delta" integer NOT NULL,
	"locked_delta" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"locked_after" integer NOT NULL,
	"source_type" varchar(16) DEFAULT '' NOT NULL,
	"source_no" varchar(40) DEFAULT '' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"operator" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_warehouse_channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_warehouse" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"warehouse_name" varchar(50) NOT NULL,
	"type" smallint NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"city_code" varchar(12) DEFAULT '' NOT NULL,
	"district_code" varchar(12) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"contact" varchar(50) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_warehouse_warehouseCode_unique" UNIQUE("warehouse_code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wms_delivery_order_wh_uq" ON "wms_delivery" USING btree ("order_no","warehouse_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_delivery_line_uq" ON "wms_delivery_line" USING btree ("delivery_id","sku_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_inventory_uq" ON "wms_inventory" USING btree ("warehouse_code","sku_code");--> statement-breakpoint
CREATE INDEX "wms_inventory_sku_idx" ON "wms_inventory" USING btree ("sku_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_order_split_uq" ON "wms_order_split" USING btree ("order_no","warehouse_code","sku_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_return_province_line_uq" ON "wms_return_province_line" USING btree ("return_id","sku_code");--> statement-breakpoint
CREATE INDEX "wms_return_province_province_idx" ON "wms_return_province" USING btree ("province_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_purchase_order_line_uq" ON "wms_purchase_order_line" USING btree ("po_id","sku_code");--> statement-breakpoint
CREATE INDEX "wms_purchase_order_wh_idx" ON "wms_purchase_order" USING btree ("warehouse_code");--> statement-breakpoint
CREATE INDEX "wms_stock_ledger_inventory_idx" ON "wms_stock_ledger" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "wms_stock_ledger_time_idx" ON "wms_stock_ledger" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "wms_stock_ledger_wh_sku_idx" ON "wms_stock_ledger" USING btree ("warehouse_code","sku_code");--> statement-breakpoint
CREATE INDEX "wms_stock_ledger_source_idx" ON "wms_stock_ledger" USING btree ("source_no");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_warehouse_channel_uq" ON "wms_warehouse_channel" USING btree ("warehouse_code","channel_code");--> statement-breakpoint
CREATE INDEX "wms_warehouse_channel_channel_idx" ON "wms_warehouse_channel" USING btree ("channel_code");