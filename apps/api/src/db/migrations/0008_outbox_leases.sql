ALTER TABLE "messages" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "inbound_events" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "messages_on_its_way_idx" ON "messages" USING btree ("created_at") WHERE "messages"."delivery_status" in ('pending', 'sending');
