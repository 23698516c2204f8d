CREATE TABLE "equity_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"grade_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"template_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equity_grant" (
	"activity_id" integer NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"period_start" date NOT NULL,
	"coupon_no" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equity_grant_activity_id_ret_code_period_start_pk" PRIMARY KEY("activity_id","ret_code","period_start")
);
