CREATE TABLE "message_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"content" varchar(2000) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retailer_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sp_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_platform" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"setting_key" varchar(64) NOT NULL,
	"setting_value" varchar(2000) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_main_sp" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_code" varchar(12) NOT NULL,
	"sp_code" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ret_work_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" varchar(2000) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"creator" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ret_work_order_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"content" varchar(2000) NOT NULL,
	"operator" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_cs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"cs_type" smallint DEFAULT 1 NOT NULL,
	"content" varchar(1000) NOT NULL,
	"result" varchar(1000) DEFAULT '' NOT NULL,
	"operator" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"ret_name" varchar(100) NOT NULL,
	"owner_name" varchar(50) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"city_code" varchar(12) NOT NULL,
	"district_code" varchar(12) NOT NULL,
	"address" varchar(200) NOT NULL,
	"grade_code" varchar(32) NOT NULL,
	"retailer_type" varchar(32) NOT NULL,
	"sp_code" varchar(32) DEFAULT '' NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"platform_code" varchar(32) DEFAULT '0004' NOT NULL,
	"license_no" varchar(32) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_wallet" (
	"ret_code" varchar(32) PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_wallet_balance_nonneg" CHECK ("shop_wallet"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_wallet_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"operator" varchar(100) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sp_area" (
	"id" serial PRIMARY KEY NOT NULL,
	"sp_code" varchar(32) NOT NULL,
	"district_code" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sp_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"sp_code" varchar(32) NOT NULL,
	"sp_name" varchar(100) NOT NULL,
	"contact" varchar(50) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"city_code" varchar(12) NOT NULL,
	"district_code" varchar(12) NOT NULL,
	"address" varchar(200) NOT NULL,
	"sp_group_code" varchar(32) DEFAULT '' NOT NULL,
	"service_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"license_no" varchar(32) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grade_info" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "grade_info" ADD COLUMN "remark" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "message_template_code_uq" ON "message_template" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "retailer_type_code_uq" ON "retailer_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sp_group_code_uq" ON "sp_group" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_platform_code_uq" ON "sys_platform" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "user_type_code_uq" ON "user_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "app_setting_key_uq" ON "app_setting" USING btree ("setting_key");--> statement-breakpoint
CREATE UNIQUE INDEX "area_main_sp_district_uq" ON "area_main_sp" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "area_main_sp_sp_idx" ON "area_main_sp" USING btree ("sp_code");--> statement-breakpoint
CREATE INDEX "ret_work_order_ret_idx" ON "ret_work_order" USING btree ("ret_code","created_at");--> statement-breakpoint
CREATE INDEX "ret_work_order_status_idx" ON "ret_work_order" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ret_work_order_reply_order_idx" ON "ret_work_order_reply" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE INDEX "shop_cs_ret_idx" ON "shop_cs" USING btree ("ret_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_info_ret_code_uq" ON "shop_info" USING btree ("ret_code");--> statement-breakpoint
CREATE INDEX "shop_info_sp_idx" ON "shop_info" USING btree ("sp_code");--> statement-breakpoint
CREATE INDEX "shop_info_region_idx" ON "shop_info" USING btree ("province_code","city_code","district_code");--> statement-breakpoint
CREATE INDEX "shop_info_grade_idx" ON "shop_info" USING btree ("grade_code");--> statement-breakpoint
CREATE INDEX "shop_info_created_idx" ON "shop_info" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shop_wallet_ledger_ret_idx" ON "shop_wallet_ledger" USING btree ("ret_code","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sp_area_sp_district_uq" ON "sp_area" USING btree ("sp_code","district_code");--> statement-breakpoint
CREATE INDEX "sp_area_district_idx" ON "sp_area" USING btree ("district_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sp_info_sp_code_uq" ON "sp_info" USING btree ("sp_code");--> statement-breakpoint
CREATE INDEX "sp_info_group_idx" ON "sp_info" USING btree ("sp_group_code");--> statement-breakpoint
ALTER TABLE "grade_info" ADD CONSTRAINT "grade_info_id_uq" UNIQUE("id");