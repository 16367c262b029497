-- Issue 12 item 2: the client's timeline shows tags added, removed and renamed. clients.tags holds only the
-- current names, so every change is appended here in the transaction that changes the array. Company-scoped
-- like the rest; the index serves the timeline's read (one client of one company, newest first).
CREATE TABLE "client_tag_changes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
  "action" text NOT NULL,
  "tag" text NOT NULL,
  "previous_tag" text,
  "actor_kind" text NOT NULL,
  "actor_id" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "client_tag_changes_action" CHECK ("action" IN ('added', 'removed', 'renamed'))
);--> statement-breakpoint
CREATE INDEX "client_tag_changes_client_idx" ON "client_tag_changes" ("company_id", "client_id", "created_at");
