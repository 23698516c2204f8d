CREATE TABLE "coupon_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" smallint NOT NULL,
	"amount_off" integer DEFAULT 0 NOT NULL,
	"discount_rate" smallint DEFAULT 0 NOT NULL,
	"max_discount" integer DEFAULT 0 NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"sku_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"valid_days" integer,
	"total" integer NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_template_issued_within_total" CHECK ("coupon_template"."issued" >= 0 and "coupon_template"."issued" <= "coupon_template"."total")
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_no" varchar(32) NOT NULL,
	"template_id" integer NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"sp_code" varchar(32) DEFAULT '' NOT NULL,
	"platform_code" varchar(32) DEFAULT '' NOT NULL,
	"channel_code" varchar(32) DEFAULT '' NOT NULL,
	"province_code" varchar(12) DEFAULT '' NOT NULL,
	"grade_code" varchar(32) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"order_no" varchar(32) DEFAULT '' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_couponNo_unique" UNIQUE("coupon_no")
);
--> statement-breakpoint
CREATE TABLE "pay_channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" smallint NOT NULL,
	"mch_id" varchar(64) DEFAULT '' NOT NULL,
	"app_id" varchar(64) DEFAULT '' NOT NULL,
	"api_key" varchar(200) DEFAULT '' NOT NULL,
	"notify_url" varchar(300) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_channel_channelCode_unique" UNIQUE("channel_code")
);
--> statement-breakpoint
CREATE TABLE "pay_notify_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"pay_no" varchar(40) DEFAULT '' NOT NULL,
	"trade_no" varchar(64) DEFAULT '' NOT NULL,
	"amount" integer,
	"result" varchar(10) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pay_no" varchar(40) NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"sp_code" varchar(32) DEFAULT '' NOT NULL,
	"platform_code" varchar(32) DEFAULT '' NOT NULL,
	"sales_channel_code" varchar(32) DEFAULT '' NOT NULL,
	"province_code" varchar(12) DEFAULT '' NOT NULL,
	"grade_code" varchar(32) DEFAULT '' NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"trade_no" varchar(64) DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_record_payNo_unique" UNIQUE("pay_no"),
	CONSTRAINT "pay_record_amount_pos" CHECK ("pay_record"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_template_id_coupon_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_template"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_ret_status_idx" ON "coupon" USING btree ("ret_code","status");--> statement-breakpoint
CREATE INDEX "coupon_template_idx" ON "coupon" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "coupon_order_idx" ON "coupon" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "coupon_status_valid_to_idx" ON "coupon" USING btree ("status","valid_to");--> statement-breakpoint
CREATE INDEX "pay_notify_log_pay_idx" ON "pay_notify_log" USING btree ("pay_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_record_trade_no_uq" ON "pay_record" USING btree ("channel_code","trade_no") WHERE "pay_record"."trade_no" <> '';--> statement-breakpoint
CREATE INDEX "pay_record_order_idx" ON "pay_record" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "pay_record_created_idx" ON "pay_record" USING btree ("created_at","id");