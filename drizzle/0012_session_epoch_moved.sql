-- The remembered session check's gate (src/server/db/lists/session-gate.ts): true while the
-- session epoch is the one the check was made at; once it moved, the statement fails with
-- SQLSTATE AS001 instead of answering no rows. A list that answered no rows was either empty or
-- refused, and telling them apart cost a read more; an error cannot be mistaken for an empty
-- list. Both values come in as arguments, the epoch as the statement's own sub-select, so the
-- planner never folds the call and it stays the one-time filter it was: evaluated once per
-- statement, before the list, even when the list has no rows.
CREATE FUNCTION session_epoch_holds(p_now bigint, p_remembered bigint) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_now = p_remembered THEN
    RETURN true;
  END IF;
  RAISE EXCEPTION 'The remembered session check no longer holds: the session epoch moved.' USING ERRCODE = 'AS001';
END;
$$;
