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
ALTER TABLE "stock_transfer_line" ADD CONSTRAINT "stock_transfer_line_transfer_id_stock_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfer_line_uq" ON "stock_transfer_line" USING btree ("transfer_id","sku_code");--> statement-breakpoint
CREATE INDEX "stock_transfer_from_idx" ON "stock_transfer" USING btree ("from_warehouse_code");