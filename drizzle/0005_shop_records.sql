CREATE TABLE "job_card_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_service_custom_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_clients" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"created_by" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" text,
	"label" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'text' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_services" (
	"id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_clients" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"created_by" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" text,
	"vehicle_id" text NOT NULL,
	"service_date" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost_cents" integer,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"mechanic" text DEFAULT '' NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"job_card_image" text
);
--> statement-breakpoint
CREATE TABLE "shop_vehicle_custom_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_clients" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"created_by" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" text,
	"label" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'text' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_clients" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"created_by" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" text,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"year" integer,
	"license_plate" text DEFAULT '' NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"owner_phone" text DEFAULT '' NOT NULL,
	"owner_email" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"mileage" numeric,
	"last_service" text DEFAULT '' NOT NULL,
	"next_service_due" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_client" (
	"client_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"last_mutation_id" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_conflict" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"record_id" text NOT NULL,
	"field" text NOT NULL,
	"kept_value" jsonb,
	"overwritten_value" jsonb,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sync_conflict_collection_check" CHECK ("sync_conflict"."collection" in ('vehicles', 'services', 'vehicleCustomFields', 'serviceCustomFields'))
);
--> statement-breakpoint
CREATE TABLE "sync_rejection" (
	"client_id" text NOT NULL,
	"mutation_id" integer NOT NULL,
	"message" text NOT NULL,
	"mutation" jsonb NOT NULL,
	"user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_rejection_client_id_mutation_id_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "sync_space" (
	"id" integer PRIMARY KEY NOT NULL,
	"epoch" uuid NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sync_space_one_row_check" CHECK ("sync_space"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "job_card_images" ADD CONSTRAINT "job_card_images_created_by_profiles_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_service_custom_fields" ADD CONSTRAINT "shop_service_custom_fields_deleted_by_profiles_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_service_custom_fields" ADD CONSTRAINT "shop_service_custom_fields_created_by_profiles_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_service_custom_fields" ADD CONSTRAINT "shop_service_custom_fields_updated_by_profiles_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_services" ADD CONSTRAINT "shop_services_deleted_by_profiles_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_services" ADD CONSTRAINT "shop_services_created_by_profiles_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_services" ADD CONSTRAINT "shop_services_updated_by_profiles_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vehicle_custom_fields" ADD CONSTRAINT "shop_vehicle_custom_fields_deleted_by_profiles_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vehicle_custom_fields" ADD CONSTRAINT "shop_vehicle_custom_fields_created_by_profiles_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vehicle_custom_fields" ADD CONSTRAINT "shop_vehicle_custom_fields_updated_by_profiles_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vehicles" ADD CONSTRAINT "shop_vehicles_deleted_by_profiles_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vehicles" ADD CONSTRAINT "shop_vehicles_created_by_profiles_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vehicles" ADD CONSTRAINT "shop_vehicles_updated_by_profiles_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_client" ADD CONSTRAINT "sync_client_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_conflict" ADD CONSTRAINT "sync_conflict_changed_by_profiles_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_rejection" ADD CONSTRAINT "sync_rejection_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_service_custom_fields_version_idx" ON "shop_service_custom_fields" USING btree ("version");--> statement-breakpoint
CREATE INDEX "shop_services_version_idx" ON "shop_services" USING btree ("version");--> statement-breakpoint
CREATE INDEX "shop_vehicle_custom_fields_version_idx" ON "shop_vehicle_custom_fields" USING btree ("version");--> statement-breakpoint
CREATE INDEX "shop_vehicles_version_idx" ON "shop_vehicles" USING btree ("version");--> statement-breakpoint
CREATE INDEX "sync_conflict_open_idx" ON "sync_conflict" USING btree ("changed_at") WHERE not "sync_conflict"."dismissed";--> statement-breakpoint
-- Hand-written: the shop's one sync space, its epoch new to this install. A backup's own row
-- replaces it on restore, so a restored shop keeps its epoch.
INSERT INTO "sync_space" ("id", "epoch", "version") VALUES (1, gen_random_uuid(), 0);
