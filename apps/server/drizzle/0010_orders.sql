CREATE TABLE "order_idempotency" (
	"key" varchar(100) NOT NULL,
	"user_code" varchar(50) NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_idempotency_user_code_key_pk" PRIMARY KEY("user_code","key")
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"sku_name" varchar(100) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"amount" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"gift" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"operator" varchar(100) NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_info" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"ret_name" varchar(100) DEFAULT '' NOT NULL,
	"sp_code" varchar(32) DEFAULT '' NOT NULL,
	"platform_code" varchar(32) DEFAULT '' NOT NULL,
	"channel_code" varchar(32) DEFAULT '' NOT NULL,
	"province_code" varchar(12) DEFAULT '' NOT NULL,
	"grade_code" varchar(32) DEFAULT '' NOT NULL,
	"warehouse_code" varchar(32) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"total_amount" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"pay_amount" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"receiver" varchar(50) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"delivery_province_code" varchar(12) DEFAULT '' NOT NULL,
	"city_code" varchar(12) DEFAULT '' NOT NULL,
	"district_code" varchar(12) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"merged_into" integer,
	"creator" varchar(50) DEFAULT '' NOT NULL,
	"approve_time" timestamp with time zone,
	"cancel_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_info_orderNo_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE INDEX "order_line_order_idx" ON "order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_log_order_idx" ON "order_log" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_info_status_created_idx" ON "order_info" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "order_info_created_idx" ON "order_info" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_info_ret_status_created_idx" ON "order_info" USING btree ("ret_code","status","created_at");--> statement-breakpoint
CREATE INDEX "order_info_source_created_idx" ON "order_info" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "order_info_creator_created_idx" ON "order_info" USING btree ("creator","created_at","id");--> statement-breakpoint
CREATE INDEX "order_info_sp_idx" ON "order_info" USING btree ("sp_code");--> statement-breakpoint
CREATE INDEX "order_info_merged_into_idx" ON "order_info" USING btree ("merged_into");