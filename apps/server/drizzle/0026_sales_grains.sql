CREATE TABLE "sales_province_daily" (
	"day" date NOT NULL,
	"grain" varchar(5) NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_province_daily_sku_code_grain_day_province_code_pk" PRIMARY KEY("sku_code","grain","day","province_code")
);
--> statement-breakpoint
CREATE TABLE "sales_sp_daily" (
	"day" date NOT NULL,
	"grain" varchar(5) NOT NULL,
	"sp_code" varchar(32) NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_sp_daily_sku_code_grain_day_sp_code_pk" PRIMARY KEY("sku_code","grain","day","sp_code")
);
--> statement-breakpoint
ALTER TABLE "order_after_sale" ADD COLUMN "refund_time" timestamp with time zone;