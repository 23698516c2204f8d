CREATE TABLE "erp_push" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"ret_name" varchar(100) DEFAULT '' NOT NULL,
	"sp_code" varchar(32) DEFAULT '' NOT NULL,
	"platform_code" varchar(32) DEFAULT '' NOT NULL,
	"channel_code" varchar(32) DEFAULT '' NOT NULL,
	"province_code" varchar(12) DEFAULT '' NOT NULL,
	"grade_code" varchar(32) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(500) DEFAULT '' NOT NULL,
	"push_time" timestamp with time zone,
	"next_retry_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_push_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE INDEX "erp_push_status_retry_idx" ON "erp_push" USING btree ("status","next_retry_at");--> statement-breakpoint
CREATE INDEX "erp_push_ret_idx" ON "erp_push" USING btree ("ret_code");