-- Hand-written: usernames become unique whatever their case. Accounts that share one keep the
-- oldest as it is; the others gain a suffix from their id, which no other account has.
UPDATE "users" SET "username" = "users"."username" || '-' || substr("users"."id", 1, 8)
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower("username") ORDER BY "created_at", "id") AS "n"
  FROM "users" WHERE "username" IS NOT NULL
) AS "ranked"
WHERE "ranked"."id" = "users"."id" AND "ranked"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
-- A password link (a reset, or an Admin's invite) is good only until the account's password is
-- set or the account is deactivated: whichever route does that, every outstanding link of the
-- user ends in the same transaction, so an old link seen by someone else can no longer be used.
CREATE OR REPLACE FUNCTION end_password_links() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM verifications WHERE value = NEW.user_id AND identifier LIKE 'reset-password:%';
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_password_set_ends_links AFTER INSERT ON accounts
FOR EACH ROW WHEN (NEW.password IS NOT NULL) EXECUTE FUNCTION end_password_links();
--> statement-breakpoint
CREATE TRIGGER accounts_password_changed_ends_links AFTER UPDATE OF password ON accounts
FOR EACH ROW WHEN (NEW.password IS DISTINCT FROM OLD.password) EXECUTE FUNCTION end_password_links();
--> statement-breakpoint
CREATE TRIGGER profiles_deactivated_ends_links AFTER UPDATE OF is_active ON profiles
FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active) EXECUTE FUNCTION end_password_links();
--> statement-breakpoint
-- Open event streams must learn at once, on every instance, that a session ended (sign-out,
-- password change, deactivation, a session pushed out by a newer one) or that its user's role or
-- active flag changed. The payload is the user's id; each stream of that user checks its session
-- again. NOTIFY is sent at commit, and only once per transaction for the same user.
CREATE OR REPLACE FUNCTION announce_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('autoserv_sessions', CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_announce AFTER DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION announce_session_change();
--> statement-breakpoint
CREATE TRIGGER profiles_access_changed_announce AFTER UPDATE OF role, is_active ON profiles
FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.is_active IS DISTINCT FROM NEW.is_active)
EXECUTE FUNCTION announce_session_change();
