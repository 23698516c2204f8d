CREATE TABLE "order_gift_budget" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"monthly_budget" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_gift_budget_retCode_unique" UNIQUE("ret_code")
);
--> statement-breakpoint
CREATE TABLE "order_gift" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"month" varchar(7) NOT NULL,
	"list_amount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_gift_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "order_gift" ADD CONSTRAINT "order_gift_order_id_order_info_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_info"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_gift_ret_month_idx" ON "order_gift" USING btree ("ret_code","month");