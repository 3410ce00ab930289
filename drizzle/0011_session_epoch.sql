CREATE TABLE "session_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "session_epoch_one_row_check" CHECK ("session_epoch"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "session_epoch" ("id", "epoch") VALUES (1, 0);
--> statement-breakpoint
-- The session check's one rule, with how long its answer lasts: the time until which the session
-- is allowed for one of p_roles (null when it is not): while it exists, has not expired, is not
-- due for better-auth's extension within p_fresh_seconds, and belongs to an active account whose
-- role is one of p_roles. session_allows asks it of now; the list reads remember it
-- (src/server/http/session-memory.ts) with the session epoch read in the same statement.
CREATE FUNCTION session_allowed_until(p_token text, p_fresh_seconds integer, p_roles text[]) RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_until timestamptz;
BEGIN
  SELECT least(s.expires_at, s.expires_at - p_fresh_seconds * interval '1 second') INTO v_until
    FROM sessions s
    JOIN profiles p ON p.user_id = s.user_id
    WHERE s.token = p_token
      AND p.is_active
      AND p.role = ANY (p_roles);
  RETURN v_until;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION session_allows(p_token text, p_fresh_seconds integer, p_roles text[]) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce(session_allowed_until(p_token, p_fresh_seconds, p_roles) > now(), false);
END;
$$;
--> statement-breakpoint
-- Moves the epoch. Run at commit (deferred constraint triggers): the row is locked only for the
-- instant before commit, so two transactions that end sessions cannot deadlock over it, and
-- the move becomes visible exactly when the change it reports does.
CREATE FUNCTION bump_session_epoch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE session_epoch SET epoch = epoch + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_deleted_epoch" AFTER DELETE ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_session_epoch();
--> statement-breakpoint
-- An extension (a later expiry) ends nothing: a remembered answer only lasts until its time.
CREATE CONSTRAINT TRIGGER "sessions_cut_epoch" AFTER UPDATE ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.expires_at < OLD.expires_at OR NEW.token IS DISTINCT FROM OLD.token OR NEW.user_id IS DISTINCT FROM OLD.user_id)
  EXECUTE FUNCTION bump_session_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_deleted_epoch" AFTER DELETE ON "profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_session_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_access_epoch" AFTER UPDATE ON "profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.role IS DISTINCT FROM OLD.role OR NEW.is_active IS DISTINCT FROM OLD.is_active OR NEW.user_id IS DISTINCT FROM OLD.user_id)
  EXECUTE FUNCTION bump_session_epoch();
--> statement-breakpoint
-- A truncate skips row triggers.
CREATE TRIGGER "sessions_truncated_epoch" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
--> statement-breakpoint
CREATE TRIGGER "profiles_truncated_epoch" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
