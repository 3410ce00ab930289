-- The session check of the lists' statements (src/server/db/lists/session-gate.ts), as a function:
-- written into a list as a join, PostgreSQL planned the three-table join anew with each search
-- (four times the planning of the search itself); a PL/pgSQL function's query is planned once
-- per connection and the list sees one call. True while the session exists, has not expired, is
-- not due for better-auth's extension within p_fresh_seconds, and belongs to an active account
-- whose role is one of p_roles.
CREATE OR REPLACE FUNCTION session_allows(p_token text, p_fresh_seconds integer, p_roles text[]) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM sessions s
    JOIN users u ON u.id = s.user_id
    JOIN profiles p ON p.user_id = s.user_id
    WHERE s.token = p_token
      AND s.expires_at > now()
      AND s.expires_at > now() + p_fresh_seconds * interval '1 second'
      AND p.is_active
      AND p.role = ANY (p_roles)
  );
END;
$$;
