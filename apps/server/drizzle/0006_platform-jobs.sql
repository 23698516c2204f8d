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
CREATE INDEX "sys_schedule_job_log_job_idx" ON "sys_schedule_job_log" USING btree ("job_id","started_at");