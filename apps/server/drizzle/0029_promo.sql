CREATE TABLE "equity_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"grade_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"template_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equity_grant" (
	"activity_id" integer NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"period_start" date NOT NULL,
	"coupon_no" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equity_grant_activity_id_ret_code_period_start_pk" PRIMARY KEY("activity_id","ret_code","period_start")
);
--> statement-breakpoint
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
CREATE TABLE "set_meal_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_meal_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "set_meal_usage" (
	"set_meal_id" integer NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "set_meal_usage_set_meal_id_ret_code_pk" PRIMARY KEY("set_meal_id","ret_code"),
	CONSTRAINT "set_meal_usage_not_negative" CHECK ("set_meal_usage"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "set_meal" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"package_price" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"per_shop_quota" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"start_time" timestamp NOT NULL,
	"end_time" timestamp NOT NULL,
	"grade_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_activity_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"special_price" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "price_source" varchar(80) DEFAULT '价格表' NOT NULL;--> statement-breakpoint
CREATE INDEX "lottery_prize_activity_idx" ON "lottery_prize" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "lottery_record_activity_idx" ON "lottery_record" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "lottery_record_ret_idx" ON "lottery_record" USING btree ("ret_code");--> statement-breakpoint
CREATE INDEX "set_meal_line_meal_idx" ON "set_meal_line" USING btree ("set_meal_id");--> statement-breakpoint
CREATE INDEX "special_activity_line_activity_idx" ON "special_activity_line" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "special_activity_line_sku_idx" ON "special_activity_line" USING btree ("sku_code");