ALTER TABLE "calendars" ADD COLUMN "commission_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "recurring_expenses" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "description" text NOT NULL,
  "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
  "payment_method" text NOT NULL,
  "day_of_month" integer NOT NULL CHECK ("day_of_month" BETWEEN 1 AND 28),
  "starts_on" date NOT NULL,
  "is_active" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "recurring_expenses_active_idx" ON "recurring_expenses" ("company_id") WHERE "is_active";--> statement-breakpoint
CREATE TABLE "financial_transactions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "category" text NOT NULL CHECK ("category" IN ('income', 'expense')),
  "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
  "occurred_at" timestamp with time zone NOT NULL,
  "description" text NOT NULL,
  "payment_method" text NOT NULL,
  "status" text NOT NULL,
  "client_id" uuid REFERENCES "clients"("id") ON DELETE set null,
  "schedule_id" uuid REFERENCES "schedules"("id") ON DELETE set null,
  "calendar_id" uuid REFERENCES "calendars"("id") ON DELETE set null,
  "recurring_expense_id" uuid REFERENCES "recurring_expenses"("id") ON DELETE set null,
  "recurrence_period" text,
  "created_by_id" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "financial_transactions_company_time_idx" ON "financial_transactions" ("company_id", "occurred_at") INCLUDE ("category", "status", "amount_cents", "payment_method", "calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_transactions_schedule_unique" ON "financial_transactions" ("schedule_id") WHERE "schedule_id" is not null AND "status" <> 'canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "financial_transactions_recurrence_unique" ON "financial_transactions" ("recurring_expense_id", "recurrence_period") WHERE "recurring_expense_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_company_created_idx" ON "messages" ("company_id", "created_at");--> statement-breakpoint
CREATE INDEX "schedules_client_visits_idx" ON "schedules" ("client_id", "start_at") WHERE "status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "schedules_assistant_created_idx" ON "schedules" ("company_id", "created_at") WHERE "interface" LIKE 'ASSISTANT%';
