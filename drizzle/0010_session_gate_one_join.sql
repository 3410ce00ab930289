-- session_allows without the users table: a session's and a profile's user both reference users
-- (deleted with it), so that join never removed a row, and it cost every list read a third index
-- lookup in the database. Same arguments, same answers.
CREATE OR REPLACE FUNCTION session_allows(p_token text, p_fresh_seconds integer, p_roles text[]) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM sessions s
    JOIN profiles p ON p.user_id = s.user_id
    WHERE s.token = p_token
      AND s.expires_at > now()
      AND s.expires_at > now() + p_fresh_seconds * interval '1 second'
      AND p.is_active
      AND p.role = ANY (p_roles)
  );
END;
$$;
