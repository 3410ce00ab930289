CREATE TABLE "job_card_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text,
	"from_status" text,
	"to_status" text,
	"reason" text,
	"detail" jsonb,
	CONSTRAINT "job_card_events_kind_check" CHECK ("job_card_events"."kind" in ('status', 'time-added', 'time-edited', 'time-deleted'))
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_card_id" uuid NOT NULL,
	"job_id" text NOT NULL,
	"job_name" text NOT NULL,
	"technician_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_order_check" CHECK ("time_entries"."stopped_at" is null or "time_entries"."stopped_at" >= "time_entries"."started_at")
);
--> statement-breakpoint
ALTER TABLE "job_card_events" ADD CONSTRAINT "job_card_events_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_events" ADD CONSTRAINT "job_card_events_by_profiles_user_id_fk" FOREIGN KEY ("by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_technician_id_profiles_user_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_card_events_job_card_idx" ON "job_card_events" USING btree ("job_card_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running_idx" ON "time_entries" USING btree ("technician_id") WHERE "time_entries"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "time_entries_technician_started_idx" ON "time_entries" USING btree ("technician_id","started_at");--> statement-breakpoint
CREATE INDEX "time_entries_job_card_idx" ON "time_entries" USING btree ("job_card_id","started_at");--> statement-breakpoint
-- Every change of a job card's status is logged in the statement that makes it, whichever code
-- path writes it (a status change, finalize, void): History reads who and when from here.
CREATE OR REPLACE FUNCTION log_job_card_status_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_card_events (job_card_id, kind, at, by, from_status, to_status)
  VALUES (NEW.id, 'status', NEW.updated_at, NEW.updated_by, OLD.status, NEW.status);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_cards_log_status AFTER UPDATE OF status ON job_cards
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION log_job_card_status_change();
