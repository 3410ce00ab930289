-- Hand-written: the session is checked once per request by the app, so the session epoch, its
-- triggers and the lists' session functions go (they were made by hand in 0009-0012).
DROP TRIGGER IF EXISTS "sessions_deleted_epoch" ON "sessions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_cut_epoch" ON "sessions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "profiles_deleted_epoch" ON "profiles";--> statement-breakpoint
DROP TRIGGER IF EXISTS "profiles_access_epoch" ON "profiles";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_truncated_epoch" ON "sessions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "profiles_truncated_epoch" ON "profiles";--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_session_epoch();--> statement-breakpoint
DROP FUNCTION IF EXISTS session_epoch_moved();--> statement-breakpoint
DROP FUNCTION IF EXISTS session_allows(text, integer, text[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS session_allowed_until(text, integer, text[]);--> statement-breakpoint
DROP TABLE "session_epoch" CASCADE;
