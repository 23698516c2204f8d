-- The permission version (db/meta.tables.ts): one row, moved by every statement that changes what role keys
-- or data scopes are computed from. Statement-level, so a batch of a thousand rows moves it once.
INSERT INTO "sys_perm_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_perm_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sys_perm_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sys_role_menu_perm_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_menu FOR EACH STATEMENT EXECUTE FUNCTION bump_perm_version();
--> statement-breakpoint
CREATE TRIGGER sys_menu_perm_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_menu FOR EACH STATEMENT EXECUTE FUNCTION bump_perm_version();
--> statement-breakpoint
CREATE TRIGGER sys_role_perm_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role FOR EACH STATEMENT EXECUTE FUNCTION bump_perm_version();
--> statement-breakpoint
CREATE TRIGGER sys_user_data_permission_perm_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_data_permission FOR EACH STATEMENT EXECUTE FUNCTION bump_perm_version();
