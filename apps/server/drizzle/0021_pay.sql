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
CREATE INDEX "pay_notify_log_pay_idx" ON "pay_notify_log" USING btree ("pay_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_record_trade_no_uq" ON "pay_record" USING btree ("channel_code","trade_no") WHERE "pay_record"."trade_no" <> '';--> statement-breakpoint
CREATE INDEX "pay_record_order_idx" ON "pay_record" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "pay_record_created_idx" ON "pay_record" USING btree ("created_at","id");