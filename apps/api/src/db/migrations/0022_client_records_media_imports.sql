CREATE TABLE "client_records" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
  "type" text NOT NULL,
  "text" text,
  "file_key" text,
  "file_mime" text,
  "file_size" integer,
  "created_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "client_records_client_idx" ON "client_records" ("company_id", "client_id", "created_at");--> statement-breakpoint
CREATE TABLE "company_media" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "name" text NOT NULL,
  "description" text NOT NULL,
  "kind" text NOT NULL,
  "file_key" text NOT NULL,
  "file_mime" text NOT NULL,
  "file_size" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "company_media_company_idx" ON "company_media" ("company_id", "created_at");--> statement-breakpoint
CREATE TABLE "client_imports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "status" text NOT NULL,
  "file_name" text NOT NULL,
  "options" jsonb NOT NULL,
  "total" integer DEFAULT 0 NOT NULL,
  "processed" integer DEFAULT 0 NOT NULL,
  "report" jsonb,
  "created_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "client_imports_company_idx" ON "client_imports" ("company_id", "created_at");
