CREATE TABLE "datax_credential" (
	"task_id" integer NOT NULL,
	"side" varchar(8) NOT NULL,
	"password" text NOT NULL,
	CONSTRAINT "datax_credential_task_id_side_pk" PRIMARY KEY("task_id","side")
);
--> statement-breakpoint
CREATE TABLE "datax_run" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"trigger" varchar(8) DEFAULT 'manual' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"error" varchar(500) DEFAULT '' NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"operator" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datax_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"source_url" varchar(300) DEFAULT '' NOT NULL,
	"target_url" varchar(300) DEFAULT '' NOT NULL,
	"tables" jsonb NOT NULL,
	"cron" varchar(64) DEFAULT '' NOT NULL,
	"next_run_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datax_watermark" (
	"task_id" integer NOT NULL,
	"target" varchar(127) NOT NULL,
	"watermark_column" varchar(63) NOT NULL,
	"position" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "datax_watermark_task_id_target_watermark_column_pk" PRIMARY KEY("task_id","target","watermark_column")
);
--> statement-breakpoint
ALTER TABLE "datax_credential" ADD CONSTRAINT "datax_credential_task_id_datax_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."datax_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datax_run" ADD CONSTRAINT "datax_run_task_id_datax_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."datax_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datax_watermark" ADD CONSTRAINT "datax_watermark_task_id_datax_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."datax_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "datax_run_one_open" ON "datax_run" USING btree ("task_id") WHERE "datax_run"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "datax_run_task_idx" ON "datax_run" USING btree ("task_id","id");