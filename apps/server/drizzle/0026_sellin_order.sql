CREATE TABLE "order_sellin_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sellin_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"sku_name" varchar(100) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_sellin" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sellin_no" varchar(32) NOT NULL,
	"sp_code" varchar(32) NOT NULL,
	"province_code" varchar(12) DEFAULT '' NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"item_count" integer NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"cancel_reason" varchar(200) DEFAULT '' NOT NULL,
	"creator" varchar(50) DEFAULT '' NOT NULL,
	"ship_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_sellin_sellinNo_unique" UNIQUE("sellin_no")
);
--> statement-breakpoint
ALTER TABLE "order_sellin_line" ADD CONSTRAINT "order_sellin_line_sellin_id_order_sellin_id_fk" FOREIGN KEY ("sellin_id") REFERENCES "public"."order_sellin"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_sellin_line_idx" ON "order_sellin_line" USING btree ("sellin_id");--> statement-breakpoint
CREATE INDEX "order_sellin_sp_idx" ON "order_sellin" USING btree ("sp_code");--> statement-breakpoint
CREATE INDEX "order_sellin_status_idx" ON "order_sellin" USING btree ("status");