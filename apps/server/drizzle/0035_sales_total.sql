CREATE TABLE "sales_total_daily" (
	"day" date NOT NULL,
	"grain" varchar(5) NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_total_daily_sku_code_grain_day_pk" PRIMARY KEY("sku_code","grain","day")
);
