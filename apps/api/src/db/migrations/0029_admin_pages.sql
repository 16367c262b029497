-- Issue 14: refunds of a paid subscription bill made by an admin through Stripe (/admin/assinaturas).
ALTER TABLE "subscription_bills" ADD COLUMN "refunded_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD COLUMN "refund_ref" text;
--> statement-breakpoint
-- /admin/ai_model: the models the brains call and their prices (BRL cents per million tokens), for run costs.
CREATE TABLE "ai_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT 'openai' NOT NULL,
	"input_price_per_million" integer DEFAULT 0 NOT NULL,
	"output_price_per_million" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_models_name_unique" ON "ai_models" USING btree ("name");
