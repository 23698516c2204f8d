CREATE TABLE "partner_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner" varchar(16) NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"base_url" varchar(200) DEFAULT '' NOT NULL,
	"app_key" varchar(64) DEFAULT '' NOT NULL,
	"app_secret" varchar(128) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_config_partner_unique" UNIQUE("partner")
);
--> statement-breakpoint
CREATE TABLE "partner_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner" varchar(16) NOT NULL,
	"external_no" varchar(64) NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_sync" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(500) DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"operator" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "partner_order_uq" ON "partner_order" USING btree ("partner","external_no");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_sync_one_open" ON "partner_sync" USING btree ("partner","kind") WHERE "partner_sync"."status" = 1;--> statement-breakpoint
CREATE INDEX "partner_sync_list_idx" ON "partner_sync" USING btree ("partner","id");