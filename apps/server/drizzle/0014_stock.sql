CREATE TABLE "alloc_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"quota" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alloc_line_used_range" CHECK ("alloc_line"."used" >= 0 and "alloc_line"."used" <= "alloc_line"."quota")
);
--> statement-breakpoint
CREATE TABLE "alloc_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_name" varchar(50) NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"dimension" smallint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"total" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alloc_plan_period" CHECK ("alloc_plan"."period_end" >= "alloc_plan"."period_start"),
	CONSTRAINT "alloc_plan_total_pos" CHECK ("alloc_plan"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "alloc_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alloc_usage_qty_pos" CHECK ("alloc_usage"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_opening_inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"sp_code" varchar(32) NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"quantity" integer NOT NULL,
	"stock_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_opening_inventory_qty" CHECK ("stock_opening_inventory"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_sellin" (
	"id" serial PRIMARY KEY NOT NULL,
	"sp_code" varchar(32) NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"quantity" integer NOT NULL,
	"sale_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_sellin_qty_pos" CHECK ("stock_sellin"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_sku_mapping" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(32) NOT NULL,
	"external_code" varchar(64) NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_transfer_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_transfer_line_qty_pos" CHECK ("stock_transfer_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_transfer" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_no" varchar(32) NOT NULL,
	"from_warehouse_code" varchar(32) NOT NULL,
	"to_warehouse_code" varchar(32) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_transfer_transferNo_unique" UNIQUE("transfer_no"),
	CONSTRAINT "stock_transfer_two_ends" CHECK ("stock_transfer"."from_warehouse_code" <> "stock_transfer"."to_warehouse_code")
);
--> statement-breakpoint
ALTER TABLE "alloc_line" ADD CONSTRAINT "alloc_line_plan_id_alloc_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."alloc_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alloc_usage" ADD CONSTRAINT "alloc_usage_line_id_alloc_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."alloc_line"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_line" ADD CONSTRAINT "stock_transfer_line_transfer_id_stock_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alloc_line_uq" ON "alloc_line" USING btree ("plan_id","code");--> statement-breakpoint
CREATE INDEX "alloc_plan_sku_idx" ON "alloc_plan" USING btree ("sku_code","status");--> statement-breakpoint
CREATE INDEX "alloc_usage_order_idx" ON "alloc_usage" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_opening_inventory_uq" ON "stock_opening_inventory" USING btree ("sp_code","sku_code","stock_date");--> statement-breakpoint
CREATE INDEX "stock_sellin_sku_date_idx" ON "stock_sellin" USING btree ("sku_code","sale_date");--> statement-breakpoint
CREATE INDEX "stock_sellin_sp_idx" ON "stock_sellin" USING btree ("sp_code");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_sku_mapping_uq" ON "stock_sku_mapping" USING btree ("source","external_code");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfer_line_uq" ON "stock_transfer_line" USING btree ("transfer_id","sku_code");--> statement-breakpoint
CREATE INDEX "stock_transfer_from_idx" ON "stock_transfer" USING btree ("from_warehouse_code");