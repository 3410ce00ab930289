ALTER TABLE "job_card_events" DROP CONSTRAINT "job_card_events_kind_check";--> statement-breakpoint
ALTER TABLE "job_cards" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_card_events" ADD CONSTRAINT "job_card_events_kind_check" CHECK ("job_card_events"."kind" in ('status', 'time-added', 'time-edited', 'time-deleted', 'promised'));--> statement-breakpoint
-- Every setting or clearing of a card's promised time is logged in the statement that writes it,
-- as status changes are (0015): History reads who, when and the new time from here. A card
-- created with a promised time logs it too, at the card's creation, by its creator.
CREATE OR REPLACE FUNCTION log_job_card_promised_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_card_events (job_card_id, kind, at, by, detail)
  VALUES (
    NEW.id,
    'promised',
    CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END,
    NEW.updated_by,
    jsonb_build_object('promisedAt', to_char(NEW.promised_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_cards_log_promised AFTER UPDATE OF promised_at ON job_cards
FOR EACH ROW WHEN (OLD.promised_at IS DISTINCT FROM NEW.promised_at) EXECUTE FUNCTION log_job_card_promised_change();
--> statement-breakpoint
CREATE TRIGGER job_cards_log_promised_on_create AFTER INSERT ON job_cards
FOR EACH ROW WHEN (NEW.promised_at IS NOT NULL) EXECUTE FUNCTION log_job_card_promised_change();
