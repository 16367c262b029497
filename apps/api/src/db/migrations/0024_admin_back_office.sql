CREATE TABLE "admin_roles" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  "permissions" text[] DEFAULT '{}' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_roles_name_unique" ON "admin_roles" (lower("name"));--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role_id" uuid REFERENCES "admin_roles"("id") ON DELETE set null;--> statement-breakpoint
CREATE TABLE "admin_audit_logs" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "admin_id" uuid NOT NULL REFERENCES "admins"("id") ON DELETE cascade,
  "action" text NOT NULL,
  "target_type" text NOT NULL,
  "target_id" text,
  "company_id" uuid,
  "before" jsonb,
  "after" jsonb,
  "ip" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "admin_audit_logs_created_idx" ON "admin_audit_logs" ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_logs_company_idx" ON "admin_audit_logs" ("company_id", "created_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_session_id" uuid;--> statement-breakpoint
CREATE INDEX "sessions_impersonator_idx" ON "sessions" ("impersonator_session_id") WHERE "impersonator_session_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ignore_inactive_subscription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_model_runs" ADD COLUMN "dialogue_state" jsonb;
