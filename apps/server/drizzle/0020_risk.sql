CREATE TABLE "order_risk" (
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
	"score" integer NOT NULL,
	"risk_grade_code" varchar(32) DEFAULT '' NOT NULL,
	"risk_grade_name" varchar(20) DEFAULT '' NOT NULL,
	"action" smallint DEFAULT 1 NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_status" smallint DEFAULT 0 NOT NULL,
	"review_remark" varchar(200) DEFAULT '' NOT NULL,
	"reviewer" varchar(100) DEFAULT '' NOT NULL,
	"review_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_risk_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "risk_grade" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_code" varchar(32) NOT NULL,
	"grade_name" varchar(20) NOT NULL,
	"min_score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"action" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_grade_gradeCode_unique" UNIQUE("grade_code")
);
--> statement-breakpoint
CREATE TABLE "risk_rule" (
	"rule_code" varchar(32) PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"threshold" numeric NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_risk_order_no_idx" ON "order_risk" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "order_risk_ret_idx" ON "order_risk" USING btree ("ret_code");