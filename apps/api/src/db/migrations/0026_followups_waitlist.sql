CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"service_id" uuid NOT NULL REFERENCES "services"("id") ON DELETE cascade,
	"calendar_id" uuid REFERENCES "calendars"("id") ON DELETE cascade,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"offer_calendar_id" uuid REFERENCES "calendars"("id") ON DELETE set null,
	"offer_start_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"schedule_id" uuid,
	"passed_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "waitlist_entries_company_status_idx" ON "waitlist_entries" USING btree ("company_id","status","created_at");--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "waitlist_hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "message_templates_company_idx" ON "message_templates" USING btree ("company_id");
