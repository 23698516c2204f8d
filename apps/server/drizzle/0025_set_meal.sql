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
ALTER TABLE "order_line" ADD COLUMN "price_source" varchar(80) DEFAULT '价格表' NOT NULL;--> statement-breakpoint
CREATE INDEX "set_meal_line_meal_idx" ON "set_meal_line" USING btree ("set_meal_id");