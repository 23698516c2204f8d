CREATE TABLE "content_article" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_article_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(20) NOT NULL,
	"type_code" varchar(32) NOT NULL,
	"describe" varchar(100) DEFAULT '' NOT NULL,
	"ret_grade_list" varchar(500) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"operator" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"type_code" varchar(32) NOT NULL,
	"describe" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"operator" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_category_typeCode_unique" UNIQUE("type_code")
);
--> statement-breakpoint
CREATE TABLE "grade_info" (
	"grade_code" varchar(32) PRIMARY KEY NOT NULL,
	"grade_name" varchar(50) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"parent_code" varchar(12) NOT NULL,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_article_type_idx" ON "content_article" USING btree ("type_code");--> statement-breakpoint
CREATE INDEX "region_parent_idx" ON "region" USING btree ("parent_code");