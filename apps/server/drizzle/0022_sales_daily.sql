CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"sp_code" varchar(32) NOT NULL,
	"platform_code" varchar(32) NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"grade_code" varchar(32) NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_day_sku_code_sp_code_province_code_platform_code_channel_code_grade_code_pk" PRIMARY KEY("day","sku_code","sp_code","province_code","platform_code","channel_code","grade_code")
);
