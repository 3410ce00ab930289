CREATE TABLE "inspection_items" (
	"inspection_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"section_id" text NOT NULL,
	"section_name" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"measurement" jsonb,
	"rating" text,
	"skipped" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"measured_value" numeric(12, 2),
	"estimate_job_id" text,
	"updated_by" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "inspection_items_inspection_id_item_id_pk" PRIMARY KEY("inspection_id","item_id"),
	CONSTRAINT "inspection_items_rating_check" CHECK ("inspection_items"."rating" is null or "inspection_items"."rating" in ('Good', 'Needs Attention', 'Urgent'))
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_card_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"template_name" text NOT NULL,
	"status" text DEFAULT 'In Progress' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by" text,
	"completed_at" timestamp with time zone,
	"vin" text,
	CONSTRAINT "inspections_status_check" CHECK ("inspections"."status" in ('In Progress', 'Completed'))
);
--> statement-breakpoint
ALTER TABLE "job_card_images" ADD COLUMN "inspection_id" uuid;--> statement-breakpoint
ALTER TABLE "job_card_images" ADD COLUMN "inspection_item_id" text;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_updated_by_profiles_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_started_by_profiles_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_completed_by_profiles_user_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_job_card_idx" ON "inspections" USING btree ("job_card_id");--> statement-breakpoint
CREATE INDEX "inspections_vin_idx" ON "inspections" USING btree ("vin");--> statement-breakpoint
ALTER TABLE "job_card_images" ADD CONSTRAINT "job_card_images_inspection_item_fk" FOREIGN KEY ("inspection_id","inspection_item_id") REFERENCES "public"."inspection_items"("inspection_id","item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_card_images_inspection_idx" ON "job_card_images" USING btree ("inspection_id","inspection_item_id");--> statement-breakpoint
ALTER TABLE "job_card_images" ADD CONSTRAINT "job_card_images_inspection_item_check" CHECK (("job_card_images"."inspection_id" is null) = ("job_card_images"."inspection_item_id" is null) and ("job_card_images"."inspection_id" is null or "job_card_images"."job_card_id" is not null));