CREATE TABLE "special_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"start_time" timestamp NOT NULL,
	"end_time" timestamp NOT NULL,
	"grade_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_activity_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"special_price" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "special_activity_line_activity_idx" ON "special_activity_line" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "special_activity_line_sku_idx" ON "special_activity_line" USING btree ("sku_code");