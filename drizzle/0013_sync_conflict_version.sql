DROP INDEX "sync_conflict_open_idx";--> statement-breakpoint
ALTER TABLE "sync_conflict" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sync_conflict_version_idx" ON "sync_conflict" USING btree ("version");--> statement-breakpoint
-- The conflicts a device may still show (the last 30 days') take the current version: a device
-- behind it hears of each once more (open ones to add, dismissed ones to drop), and a device up to
-- date already holds them from its earlier pulls, which sent every open conflict each time.
-- Older ones keep 0: no device shows them any more.
UPDATE "sync_conflict" SET "version" = coalesce((SELECT "version" FROM "sync_space" WHERE "id" = 1), 0)
WHERE "changed_at" > now() - interval '30 days';
