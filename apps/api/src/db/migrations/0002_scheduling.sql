CREATE TABLE "blocked_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"group_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"reason" text,
	"is_cancel_schedules" boolean DEFAULT false NOT NULL,
	"message_to_canceled_schedules" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"interface" text NOT NULL,
	"recurrence_type" text DEFAULT 'no_recurrence' NOT NULL,
	"recurrence_key" uuid,
	"display_name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration_in_minutes" integer NOT NULL,
	"client_observation" text,
	"company_observation" text,
	"price" integer,
	"is_notify_sent" boolean DEFAULT false NOT NULL,
	"notify_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"canceled_reason" text,
	"canceled_interface" text,
	"client_confirmed_at" timestamp with time zone,
	"confirmed_interface" text,
	"created_by_kind" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "dates_window" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "min_notice_in_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "is_notify_fixed_hour" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "notify_fixed_hour" text;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocked_periods" ADD CONSTRAINT "blocked_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_periods" ADD CONSTRAINT "blocked_periods_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_periods_calendar_time_idx" ON "blocked_periods" USING btree ("calendar_id","start_at");--> statement-breakpoint
CREATE INDEX "blocked_periods_company_time_idx" ON "blocked_periods" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "blocked_periods_group_idx" ON "blocked_periods" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "schedule_events_schedule_idx" ON "schedule_events" USING btree ("schedule_id","created_at");--> statement-breakpoint
CREATE INDEX "schedule_events_pending_idx" ON "schedule_events" USING btree ("created_at") WHERE "schedule_events"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "schedules_company_time_idx" ON "schedules" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "schedules_calendar_time_idx" ON "schedules" USING btree ("calendar_id","start_at");--> statement-breakpoint
CREATE INDEX "schedules_client_time_idx" ON "schedules" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "schedules_recurrence_idx" ON "schedules" USING btree ("recurrence_key","start_at") WHERE "schedules"."recurrence_key" is not null;--> statement-breakpoint
CREATE INDEX "calendars_company_idx" ON "calendars" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "service_calendars_calendar_idx" ON "service_calendars" USING btree ("calendar_id");