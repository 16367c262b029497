CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_live_per_key" ON "jobs" USING btree ("name","key") WHERE "jobs"."state" in ('pending', 'running') and "jobs"."key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" in ('pending', 'running');--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"schedule_id" uuid REFERENCES "schedules"("id") ON DELETE cascade,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"content" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message_id" uuid REFERENCES "messages"("id") ON DELETE set null,
	"sent_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "scheduled_messages_company_due_idx" ON "scheduled_messages" USING btree ("company_id","due_at");--> statement-breakpoint
CREATE INDEX "scheduled_messages_schedule_idx" ON "scheduled_messages" USING btree ("schedule_id");--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quiet_hours_start_minute" integer DEFAULT 1260 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quiet_hours_end_minute" integer DEFAULT 480 NOT NULL;--> statement-breakpoint
CREATE INDEX "chats_client_last_message_idx" ON "chats" USING btree ("client_id","last_message_at");
