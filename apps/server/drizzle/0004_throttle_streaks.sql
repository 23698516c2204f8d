ALTER TABLE "sys_login_throttle" ADD COLUMN "lock_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_login_throttle" ADD COLUMN "last_failure_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_login_throttle" DROP COLUMN "window_started_at";