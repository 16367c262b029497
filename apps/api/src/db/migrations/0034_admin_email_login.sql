-- Issue 14: admin sign-in by e-mail link (email_auth_token). Only the token's SHA-256 is stored; a link works once
-- and until expires_at. platform_emails keeps every e-mail the platform sends (and the development outbox).
CREATE TABLE "admin_email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_email_tokens_hash_unique" ON "admin_email_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "admin_email_tokens_admin_idx" ON "admin_email_tokens" USING btree ("admin_id","created_at");
--> statement-breakpoint
CREATE TABLE "platform_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "platform_emails_to_idx" ON "platform_emails" USING btree ("to_email","created_at");
