CREATE TABLE "reminder_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_stop_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"due_date" date NOT NULL,
	"customer_vehicle_id" uuid,
	"vehicle" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" in ('service-due', 'declined-work', 'appointment')),
	CONSTRAINT "reminders_state_check" CHECK ("reminders"."state" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "reminder_stop_tokens" ADD CONSTRAINT "reminder_stop_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_customer_vehicle_id_customer_vehicles_id_fk" FOREIGN KEY ("customer_vehicle_id") REFERENCES "public"."customer_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_stop_tokens_customer_idx" ON "reminder_stop_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_idx" ON "reminders" USING btree ("customer_id","kind","subject","due_date");--> statement-breakpoint
CREATE INDEX "reminders_state_due_idx" ON "reminders" USING btree ("state","due_date");