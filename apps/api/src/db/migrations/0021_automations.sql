CREATE TABLE "automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"title" text NOT NULL,
	"trigger" text NOT NULL,
	"action" text DEFAULT 'send_message' NOT NULL,
	"time_operation" text NOT NULL,
	"time_unit" text NOT NULL,
	"time_value" integer NOT NULL,
	"use_service_recurrence" boolean DEFAULT false NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tag" text,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "automations_company_idx" ON "automations" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD COLUMN "automation_id" uuid REFERENCES "automations"("id") ON DELETE set null;
--> statement-breakpoint
CREATE TABLE "auto_pilot_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"status" text DEFAULT 'running' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "auto_pilot_runs_client_unique" ON "auto_pilot_runs" USING btree ("client_id");
