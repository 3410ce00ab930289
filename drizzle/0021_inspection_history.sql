ALTER TABLE "job_card_events" DROP CONSTRAINT "job_card_events_kind_check";--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_updated_by_profiles_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_events" ADD CONSTRAINT "job_card_events_kind_check" CHECK ("job_card_events"."kind" in ('status', 'time-added', 'time-edited', 'time-deleted', 'promised', 'inspection-started', 'inspection-completed', 'inspection-reopened', 'finding-added'));