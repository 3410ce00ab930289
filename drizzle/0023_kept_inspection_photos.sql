CREATE TABLE "kept_inspection_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_card_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kept_inspection_photos" ADD CONSTRAINT "kept_inspection_photos_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kept_inspection_photos_job_card_idx" ON "kept_inspection_photos" USING btree ("job_card_id");