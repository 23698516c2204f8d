CREATE TABLE "product_brand" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"logo" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_brand_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_category_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_group_sku" (
	"group_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	CONSTRAINT "product_group_sku_group_id_sku_id_pk" PRIMARY KEY("group_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "product_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_group_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_label" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(20) NOT NULL,
	"color" varchar(7) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_label_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_property" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_property_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_property_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"value" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sku_discount" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sku_id" integer NOT NULL,
	"min_qty" integer NOT NULL,
	"discount_rate" smallint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sku_discount_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_sku_label" (
	"sku_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "product_sku_label_sku_id_label_id_pk" PRIMARY KEY("sku_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "product_sku_platform" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"platform_code" varchar(8) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sku_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"platform_code" varchar(8) NOT NULL,
	"grade_code" varchar(16) DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sku_price_nonneg" CHECK ("product_sku_price"."price" >= 0),
	CONSTRAINT "product_sku_price_validity" CHECK ("product_sku_price"."valid_from" <= "product_sku_price"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "product_sku_property" (
	"sku_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "product_sku_property_sku_id_property_id_pk" PRIMARY KEY("sku_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "product_sku_rule_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"scope_type" smallint NOT NULL,
	"scope_value" text DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sku_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sku_id" integer NOT NULL,
	"min_qty" integer NOT NULL,
	"max_qty" integer NOT NULL,
	"multiple" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sku_rule_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"spu_id" integer NOT NULL,
	"barcode" varchar(14) DEFAULT '' NOT NULL,
	"unit" varchar(16) NOT NULL,
	"spec" varchar(100) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sku_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_spu" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_spu_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "product_category_parent_idx" ON "product_category" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "product_group_sku_sku_idx" ON "product_group_sku" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_property_value_uq" ON "product_property_value" USING btree ("property_id","value");--> statement-breakpoint
CREATE INDEX "product_sku_discount_sku_idx" ON "product_sku_discount" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "product_sku_label_label_idx" ON "product_sku_label" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_platform_uq" ON "product_sku_platform" USING btree ("sku_id","platform_code");--> statement-breakpoint
CREATE INDEX "product_sku_price_sku_idx" ON "product_sku_price" USING btree ("sku_id","platform_code","grade_code");--> statement-breakpoint
CREATE INDEX "product_sku_property_value_idx" ON "product_sku_property" USING btree ("value_id");--> statement-breakpoint
CREATE INDEX "product_sku_rule_config_rule_idx" ON "product_sku_rule_config" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "product_sku_rule_sku_idx" ON "product_sku_rule" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "product_sku_spu_idx" ON "product_sku" USING btree ("spu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_barcode_uq" ON "product_sku" USING btree ("barcode") WHERE "product_sku"."barcode" <> '';--> statement-breakpoint
CREATE INDEX "product_spu_brand_idx" ON "product_spu" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_spu_category_idx" ON "product_spu" USING btree ("category_id");