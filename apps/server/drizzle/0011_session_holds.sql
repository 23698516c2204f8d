-- The check a list served on the remembered session carries inside its own statement (shared/session-check.ts):
-- the session still stands for this user, still enabled, with the same role and permission version. A function,
-- so that each connection plans its query once instead of planning it again with every list it guards.
CREATE OR REPLACE FUNCTION console_session_holds(p_token text, p_user text, p_role text, p_version bigint)
RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM sys_session s JOIN sys_user u ON u.code = s.user_code
    WHERE s.token_hash = p_token AND s.ended_at IS NULL AND u.status = 1 AND u.code = p_user AND u.role_code = p_role
      AND (SELECT v.version FROM sys_perm_version v WHERE v.id = 1) = p_version
  );
END $$;
