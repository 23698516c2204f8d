CREATE TABLE "employee" (
	"id" serial PRIMARY KEY NOT NULL,
	"emp_code" varchar(32) NOT NULL,
	"name" varchar(30) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"department_code" varchar(32) DEFAULT '' NOT NULL,
	"position" varchar(30) DEFAULT '' NOT NULL,
	"sp_code" varchar(32) NOT NULL,
	"user_code" varchar(32) DEFAULT '' NOT NULL,
	"entry_date" date NOT NULL,
	"leave_date" date,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "employee_code_uq" ON "employee" USING btree ("emp_code");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_phone_uq" ON "employee" USING btree ("phone") WHERE "employee"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_user_uq" ON "employee" USING btree ("user_code") WHERE "employee"."user_code" <> '';--> statement-breakpoint
CREATE INDEX "employee_sp_idx" ON "employee" USING btree ("sp_code");