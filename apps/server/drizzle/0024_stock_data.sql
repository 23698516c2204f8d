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
CREATE UNIQUE INDEX "stock_opening_inventory_uq" ON "stock_opening_inventory" USING btree ("sp_code","sku_code","stock_date");--> statement-breakpoint
CREATE INDEX "stock_sellin_sku_date_idx" ON "stock_sellin" USING btree ("sku_code","sale_date");--> statement-breakpoint
CREATE INDEX "stock_sellin_sp_idx" ON "stock_sellin" USING btree ("sp_code");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_sku_mapping_uq" ON "stock_sku_mapping" USING btree ("source","external_code");