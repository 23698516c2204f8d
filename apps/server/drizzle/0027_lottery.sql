CREATE TABLE "lottery_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"start_time" timestamp NOT NULL,
	"end_time" timestamp NOT NULL,
	"draws_per_shop_per_day" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_daily" (
	"activity_id" integer NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"day" date NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_daily_activity_id_ret_code_day_pk" PRIMARY KEY("activity_id","ret_code","day")
);
--> statement-breakpoint
CREATE TABLE "lottery_prize" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"kind" smallint NOT NULL,
	"template_id" integer,
	"sku_code" varchar(32) DEFAULT '' NOT NULL,
	"probability" integer NOT NULL,
	"stock" integer NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_prize_won_within_stock" CHECK ("lottery_prize"."won" >= 0 and "lottery_prize"."won" <= "lottery_prize"."stock")
);
--> statement-breakpoint
CREATE TABLE "lottery_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_no" varchar(32) NOT NULL,
	"activity_id" integer NOT NULL,
	"prize_id" integer,
	"prize_name" varchar(30) NOT NULL,
	"won" boolean DEFAULT false NOT NULL,
	"coupon_no" varchar(32) DEFAULT '' NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"sp_code" varchar(32) DEFAULT '' NOT NULL,
	"platform_code" varchar(32) DEFAULT '' NOT NULL,
	"channel_code" varchar(32) DEFAULT '' NOT NULL,
	"province_code" varchar(12) DEFAULT '' NOT NULL,
	"grade_code" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_record_recordNo_unique" UNIQUE("record_no")
);
--> statement-breakpoint
CREATE INDEX "lottery_prize_activity_idx" ON "lottery_prize" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "lottery_record_activity_idx" ON "lottery_record" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "lottery_record_ret_idx" ON "lottery_record" USING btree ("ret_code");