CREATE TABLE "calendar_external_busy" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"calendar_id" uuid NOT NULL REFERENCES "calendars"("id") ON DELETE cascade,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_external_busy_calendar_id_source_external_id_pk" PRIMARY KEY("calendar_id","source","external_id")
);--> statement-breakpoint
CREATE INDEX "calendar_external_busy_time_idx" ON "calendar_external_busy" USING btree ("calendar_id","start_at");--> statement-breakpoint
CREATE TABLE "google_calendar_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"google_sub" text NOT NULL,
	"email" text NOT NULL,
	"refresh_token" text NOT NULL,
	"access_token" text,
	"access_expires_at" timestamp with time zone,
	"scopes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "google_calendar_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"calendar_id" uuid NOT NULL REFERENCES "calendars"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "google_calendar_accounts"("user_id") ON DELETE cascade,
	"google_calendar_id" text NOT NULL,
	"sync_token" text,
	"channel_id" text,
	"channel_resource_id" text,
	"channel_token" text,
	"channel_expires_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "google_calendar_links_calendar_unique" ON "google_calendar_links" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "google_calendar_links_channel_idx" ON "google_calendar_links" USING btree ("channel_id");--> statement-breakpoint
CREATE TABLE "google_calendar_events" (
	"schedule_id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL REFERENCES "google_calendar_links"("id") ON DELETE cascade,
	"google_event_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
