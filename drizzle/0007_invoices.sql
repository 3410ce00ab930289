CREATE TABLE "invoice_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counter_single_row" CHECK ("invoice_counter"."id" = 1),
	CONSTRAINT "invoice_counter_last_number_check" CHECK ("invoice_counter"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_by" text,
	"reversed_at" timestamp with time zone,
	"reversal_reason" text,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_cents" > 0),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('Cash', 'Card', 'Check', 'Bank Transfer', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_card_id" uuid,
	"state" text DEFAULT 'draft' NOT NULL,
	"number" integer,
	"number_text" text,
	"invoice_date" date,
	"jobs" jsonb NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax" jsonb NOT NULL,
	"parties" jsonb,
	"customer_name" text,
	"vin" text,
	"total_cents" integer NOT NULL,
	"amount_paid_cents" integer DEFAULT 0 NOT NULL,
	"status" text GENERATED ALWAYS AS (case when "state" = 'draft' then 'Draft' when "state" = 'void' then 'Void' when "amount_paid_cents" >= "total_cents" then 'Paid' when "amount_paid_cents" > 0 then 'Partially Paid' else 'Unpaid' end) STORED,
	"search_text" text GENERATED ALWAYS AS (coalesce("number_text", '') || chr(31) || coalesce("customer_name", '') || chr(31) || coalesce("vin", '')) STORED,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalized_by" text,
	"finalized_at" timestamp with time zone,
	"voided_by" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_state_check" CHECK ("invoices"."state" in ('draft', 'finalized', 'void')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."discount_cents" >= 0 and "invoices"."total_cents" >= 0 and "invoices"."amount_paid_cents" >= 0 and "invoices"."amount_paid_cents" <= "invoices"."total_cents"),
	CONSTRAINT "invoices_numbered_check" CHECK (("invoices"."state" = 'draft') = ("invoices"."number" is null))
);
--> statement-breakpoint
ALTER TABLE "shop_pricing" ADD COLUMN "invoice_prefix" text DEFAULT 'INV-' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_profiles_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_reversed_by_profiles_user_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_profiles_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_finalized_by_profiles_user_id_fk" FOREIGN KEY ("finalized_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_profiles_user_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_on_idx" ON "invoice_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_open_job_card_idx" ON "invoices" USING btree ("job_card_id") WHERE "invoices"."state" <> 'void';--> statement-breakpoint
CREATE INDEX "invoices_created_at_id_idx" ON "invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_status_created_at_idx" ON "invoices" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_vin_idx" ON "invoices" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "invoice_counter" ("id", "last_number") VALUES (1, 0) ON CONFLICT DO NOTHING;
