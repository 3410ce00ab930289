-- The remembered session check's gate (src/server/db/lists/session-gate.ts) calls this when the
-- session epoch is no longer the one the check was made at: the statement then fails with
-- SQLSTATE AS001 instead of answering no rows. A list that answered no rows was either empty or
-- refused, and telling them apart cost a read more; an error cannot be mistaken for an empty list.
-- Called only then: a PL/pgSQL call on every read cost 20-27 µs of the database's CPU each.
-- STABLE, so the gate stays a one-time filter (a volatile call would make it a filter of each
-- row, never run over a list without rows).
CREATE FUNCTION session_epoch_moved() RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RAISE EXCEPTION 'The remembered session check no longer holds: the session epoch moved.' USING ERRCODE = 'AS001';
END;
$$;
