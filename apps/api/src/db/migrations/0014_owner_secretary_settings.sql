ALTER TABLE "services" ADD COLUMN "synonyms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "day_parts" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;
