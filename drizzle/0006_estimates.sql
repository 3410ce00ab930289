CREATE TABLE "canned_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimate_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"job_id" text NOT NULL,
	"decision" text NOT NULL,
	"job_total_cents" integer NOT NULL,
	"signer_name" text NOT NULL,
	"authorised" boolean NOT NULL,
	"method" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"client_address" text,
	"user_agent" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_decisions_decision_check" CHECK ("estimate_decisions"."decision" in ('approved', 'declined')),
	CONSTRAINT "estimate_decisions_method_check" CHECK ("estimate_decisions"."method" in ('link', 'phone', 'in person'))
);
--> statement-breakpoint
CREATE TABLE "estimate_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estimate_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"link_decided_at" timestamp with time zone,
	CONSTRAINT "estimate_versions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "estimate_versions_estimate_version_unique" UNIQUE("estimate_id","version")
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_card_id" uuid NOT NULL,
	"jobs" jsonb NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"current_version" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimates_job_card_id_unique" UNIQUE("job_card_id"),
	CONSTRAINT "estimates_discount_check" CHECK ("estimates"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_pricing" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" text DEFAULT '' NOT NULL,
	"default_labor_rate_cents" integer NOT NULL,
	"parts_markup_bp" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_labor" boolean NOT NULL,
	"tax_parts" boolean NOT NULL,
	"tax_fees" boolean NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"link_lifetime_days" integer DEFAULT 14 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_pricing_single_row" CHECK ("shop_pricing"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "canned_jobs" ADD CONSTRAINT "canned_jobs_created_by_profiles_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_decisions" ADD CONSTRAINT "estimate_decisions_version_id_estimate_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."estimate_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_decisions" ADD CONSTRAINT "estimate_decisions_recorded_by_profiles_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_sent_by_profiles_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_updated_by_profiles_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pricing" ADD CONSTRAINT "shop_pricing_updated_by_profiles_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_decisions_version_idx" ON "estimate_decisions" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "estimate_decisions_created_at_idx" ON "estimate_decisions" USING btree ("created_at" DESC NULLS LAST);