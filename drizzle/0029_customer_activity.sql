CREATE TABLE "customer_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"label" text NOT NULL,
	"records" integer NOT NULL,
	"by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_activity_action_check" CHECK ("customer_activity"."action" in ('Merged', 'Erased'))
);
--> statement-breakpoint
ALTER TABLE "customer_activity" ADD CONSTRAINT "customer_activity_by_profiles_user_id_fk" FOREIGN KEY ("by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_activity_created_at_idx" ON "customer_activity" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_vehicles_vin_trgm_idx" ON "customer_vehicles" USING gin ("vin" gin_trgm_ops);