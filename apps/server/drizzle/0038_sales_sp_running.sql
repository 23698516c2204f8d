CREATE TABLE "sales_sp_running" (
	"day" date NOT NULL,
	"sp_code" varchar(32) NOT NULL,
	"through" date,
	"order_count" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_sp_running_day_sp_code_pk" PRIMARY KEY("day","sp_code")
);
