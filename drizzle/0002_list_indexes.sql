-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "job_cards_created_at_id_idx";--> statement-breakpoint
DROP INDEX "job_cards_technician_created_at_idx";--> statement-breakpoint
DROP INDEX "service_tickets_created_at_id_idx";--> statement-breakpoint
ALTER TABLE "job_cards" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce("vin", '') || chr(31) || coalesce("customer_name", '') || chr(31) || coalesce("service_description", '')) STORED;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce("vin", '') || chr(31) || coalesce("customer_name", '') || chr(31) || coalesce("issue_description", '')) STORED;--> statement-breakpoint
CREATE INDEX "job_cards_search_trgm_idx" ON "job_cards" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_tickets_search_trgm_idx" ON "service_tickets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_cards_created_at_id_idx" ON "job_cards" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_cards_technician_created_at_idx" ON "job_cards" USING btree ("assigned_technician_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_tickets_created_at_id_idx" ON "service_tickets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);