CREATE TABLE "sys_table_version" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- The write version of a table (db/schema/meta.ts tableVersion): statement-level, so a batch moves it once; the
-- row is locked to the writing transaction's end, so one version is one set of committed writes.
CREATE OR REPLACE FUNCTION bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_table_version AS v (name, version) VALUES (TG_TABLE_NAME, 2)
    ON CONFLICT (name) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "sys_table_version" ("name", "version") VALUES ('sys_user', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER sys_user_table_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
