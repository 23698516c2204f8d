CREATE TABLE "sys_export_task" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_code" varchar(32) NOT NULL,
	"resource" varchar(64) NOT NULL,
	"resource_label" varchar(64) NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"file_id" varchar(64),
	"message" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_file_chunk" (
	"file_id" varchar(64) NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "sys_file_chunk_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sys_file" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime" varchar(128) NOT NULL,
	"owner_code" varchar(32) DEFAULT '' NOT NULL,
	"kind" varchar(32) NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_schedule_job_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"operator" varchar(100) DEFAULT '' NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"result" varchar(16) NOT NULL,
	"message" varchar(1000) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_schedule_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_name" varchar(50) NOT NULL,
	"handler" varchar(64) NOT NULL,
	"cron" varchar(120) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_result" varchar(16) DEFAULT '' NOT NULL,
	"running_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX "sys_export_task_user_idx" ON "sys_export_task" USING btree ("user_code","created_at");--> statement-breakpoint
CREATE INDEX "sys_export_task_status_idx" ON "sys_export_task" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sys_file_kind_idx" ON "sys_file" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "sys_schedule_job_log_job_idx" ON "sys_schedule_job_log" USING btree ("job_id","started_at");--> statement-breakpoint
CREATE INDEX "sys_login_log_time_idx" ON "sys_login_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_login_log_login_idx" ON "sys_login_log" USING btree ("login_id");--> statement-breakpoint
CREATE INDEX "sys_operation_log_time_idx" ON "sys_operation_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_operation_log_target_idx" ON "sys_operation_log" USING btree ("target_id");--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_id_unique" UNIQUE("id");