ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD COLUMN "extra_features_total_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD COLUMN "gateway_ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_bills_gateway_ref_unique" ON "subscription_bills" USING btree ("gateway","gateway_ref");--> statement-breakpoint
ALTER TABLE "subscription_bill_payments" ADD COLUMN "gateway_ref" text;--> statement-breakpoint
ALTER TABLE "subscription_bill_payments" ADD COLUMN "end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "subscription_bill_payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_bill_payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_bill_payments_gateway_ref_unique" ON "subscription_bill_payments" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_company_gateway_unique" ON "billing_customers" USING btree ("company_id","gateway");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_customer_unique" ON "billing_customers" USING btree ("gateway","customer_id");--> statement-breakpoint
CREATE TABLE "company_payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"brand" text,
	"last_four" text,
	"exp_month" integer,
	"exp_year" integer,
	"holder_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_payment_methods" ADD CONSTRAINT "company_payment_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_payment_methods_gateway_ref_unique" ON "company_payment_methods" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_webhook_events_provider_event_unique" ON "billing_webhook_events" USING btree ("provider","event_id");
