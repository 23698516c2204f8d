CREATE TABLE "employee" (
	"id" serial PRIMARY KEY NOT NULL,
	"emp_code" varchar(32) NOT NULL,
	"name" varchar(30) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"department_code" varchar(32) DEFAULT '' NOT NULL,
	"position" varchar(30) DEFAULT '' NOT NULL,
	"sp_code" varchar(32) NOT NULL,
	"user_code" varchar(32) DEFAULT '' NOT NULL,
	"entry_date" date NOT NULL,
	"leave_date" date,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
--> statement-breakpoint
CREATE UNIQUE INDEX "employee_code_uq" ON "employee" USING btree ("emp_code");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_phone_uq" ON "employee" USING btree ("phone") WHERE "employee"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_user_uq" ON "employee" USING btree ("user_code") WHERE "employee"."user_code" <> '';--> statement-breakpoint
CREATE INDEX "employee_sp_idx" ON "employee" USING btree ("sp_code");