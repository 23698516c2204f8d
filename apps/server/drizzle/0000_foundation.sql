CREATE SEQUENCE "public"."sys_user_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sys_login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_code" varchar(32) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_department" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"dep_name" varchar(50) NOT NULL,
	"parent_code" varchar(32) DEFAULT '-1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"label" varchar(50) NOT NULL,
	"icon" varchar(64) DEFAULT '' NOT NULL,
	"m_type" varchar(1) NOT NULL,
	"visible" varchar(1) DEFAULT '0' NOT NULL,
	"show_index" integer DEFAULT 0 NOT NULL,
	"url" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"parent" varchar(64) DEFAULT '-1' NOT NULL,
	"platform_code" varchar(16) DEFAULT '0004' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_code" varchar(16) NOT NULL,
	"menu_code" varchar(64) NOT NULL,
	CONSTRAINT "sys_role_menu_role_code_menu_code_pk" PRIMARY KEY("role_code","menu_code")
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"role_name" varchar(50) NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_data_permission" (
	"user_code" varchar(32) NOT NULL,
	"data_type" smallint NOT NULL,
	"data_list" text NOT NULL,
	CONSTRAINT "sys_user_data_permission_user_code_data_type_pk" PRIMARY KEY("user_code","data_type")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"login_id" varchar(64) NOT NULL,
	"cell_phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"tel" varchar(32) DEFAULT '' NOT NULL,
	"pwd_hash" text NOT NULL,
	"role_code" varchar(16) NOT NULL,
	"dep_code" varchar(32),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "sys_department_parent_idx" ON "sys_department" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "sys_menu_parent_idx" ON "sys_menu" USING btree ("parent","show_index");--> statement-breakpoint
CREATE INDEX "sys_role_menu_menu_idx" ON "sys_role_menu" USING btree ("menu_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_login_id_live" ON "sys_user" USING btree ("login_id") WHERE "sys_user"."status" <> 5;--> statement-breakpoint
CREATE INDEX "sys_user_role_idx" ON "sys_user" USING btree ("role_code");--> statement-breakpoint
CREATE INDEX "sys_user_status_created_idx" ON "sys_user" USING btree ("status","created_at");