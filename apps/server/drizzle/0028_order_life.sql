CREATE TABLE "order_gift_budget" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"monthly_budget" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_gift_budget_retCode_unique" UNIQUE("ret_code")
);
--> statement-breakpoint
CREATE TABLE "order_gift" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"month" varchar(7) NOT NULL,
	"list_amount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_gift_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
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
CREATE TABLE "order_semiannual_setting" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"return_rate" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_gift" ADD CONSTRAINT "order_gift_order_id_order_info_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_info"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sellin_line" ADD CONSTRAINT "order_sellin_line_sellin_id_order_sellin_id_fk" FOREIGN KEY ("sellin_id") REFERENCES "public"."order_sellin"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_gift_ret_month_idx" ON "order_gift" USING btree ("ret_code","month");--> statement-breakpoint
CREATE INDEX "order_sellin_line_idx" ON "order_sellin_line" USING btree ("sellin_id");--> statement-breakpoint
CREATE INDEX "order_sellin_sp_idx" ON "order_sellin" USING btree ("sp_code");--> statement-breakpoint
CREATE INDEX "order_sellin_status_idx" ON "order_sellin" USING btree ("status");