CREATE TABLE "order_invoice_info" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"title_type" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(20) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_semiannual_return_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"sku_name" varchar(100) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_semiannual_return" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_no" varchar(32) NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"period" varchar(8) NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_semiannual_return_returnNo_unique" UNIQUE("return_no")
);
--> statement-breakpoint
ALTER TABLE "order_semiannual_return_line" ADD CONSTRAINT "order_semiannual_return_line_return_id_order_semiannual_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_semiannual_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_invoice_info_ret_idx" ON "order_invoice_info" USING btree ("ret_code");--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoice_info_default_uq" ON "order_invoice_info" USING btree ("ret_code") WHERE "order_invoice_info"."is_default";--> statement-breakpoint
CREATE INDEX "order_semiannual_return_line_idx" ON "order_semiannual_return_line" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_semiannual_return_ret_idx" ON "order_semiannual_return" USING btree ("ret_code","period");