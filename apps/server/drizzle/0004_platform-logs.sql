CREATE TABLE "sys_login_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login_id" varchar(64) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"result" varchar(16) NOT NULL,
	"message" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module" varchar(50) NOT NULL,
	"action" varchar(50) NOT NULL,
	"target_type" varchar(50) NOT NULL,
	"target_id" varchar(64) NOT NULL,
	"operator_code" varchar(32) DEFAULT '' NOT NULL,
	"operator_name" varchar(64) DEFAULT '' NOT NULL,
	"operator_login_id" varchar(64) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"request_id" varchar(64) DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "sys_login_log_time_idx" ON "sys_login_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_login_log_login_idx" ON "sys_login_log" USING btree ("login_id");--> statement-breakpoint
CREATE INDEX "sys_operation_log_time_idx" ON "sys_operation_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_operation_log_target_idx" ON "sys_operation_log" USING btree ("target_id");--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_id_unique" UNIQUE("id");