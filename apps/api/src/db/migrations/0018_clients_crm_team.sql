CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (translate(lower("name"), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower("name"), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy') || ' ' || coalesce(lower("email"), '') || ' ' || regexp_replace(coalesce("phone", ''), '\D', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "clients_company_sort_idx" ON "clients" ("company_id", "sort_name", "id");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_company_stage_idx" ON "clients" ("company_id", "crm_stage");--> statement-breakpoint
CREATE TABLE "client_tags" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "name" text NOT NULL,
  "color" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "client_tags_company_name_unique" ON "client_tags" ("company_id", lower("name"));--> statement-breakpoint
CREATE TABLE "client_stage_changes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
  "from_stage" text,
  "to_stage" text NOT NULL,
  "actor_kind" text NOT NULL,
  "actor_id" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "client_stage_changes_client_idx" ON "client_stage_changes" ("client_id", "created_at");--> statement-breakpoint
CREATE TABLE "company_invites" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "phone" text NOT NULL,
  "name" text NOT NULL,
  "role" text NOT NULL,
  "calendar_ids" uuid[] DEFAULT '{}' NOT NULL,
  "invited_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "accepted_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "company_invites_pending_unique" ON "company_invites" ("company_id", "phone") WHERE "accepted_at" is null;
