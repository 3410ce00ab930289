CREATE TABLE "inspection_recommendations" (
	"inspection_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"job_card_id" uuid NOT NULL,
	"estimate_job_id" text NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_recommendations_inspection_id_item_id_job_card_id_pk" PRIMARY KEY("inspection_id","item_id","job_card_id")
);
--> statement-breakpoint
ALTER TABLE "inspection_recommendations" ADD CONSTRAINT "inspection_recommendations_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_recommendations" ADD CONSTRAINT "inspection_recommendations_added_by_profiles_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_recommendations" ADD CONSTRAINT "inspection_recommendations_item_fk" FOREIGN KEY ("inspection_id","item_id") REFERENCES "public"."inspection_items"("inspection_id","item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_recommendations_job_card_idx" ON "inspection_recommendations" USING btree ("job_card_id");