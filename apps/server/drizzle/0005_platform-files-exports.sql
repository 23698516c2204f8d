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
CREATE INDEX "sys_export_task_user_idx" ON "sys_export_task" USING btree ("user_code","created_at");--> statement-breakpoint
CREATE INDEX "sys_export_task_status_idx" ON "sys_export_task" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sys_file_kind_idx" ON "sys_file" USING btree ("kind","created_at");