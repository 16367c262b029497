CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"timezone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text,
	"sharing_code" text NOT NULL,
	"username" text,
	"whatsapp_remote_jid" text,
	"milestones" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"avatar_path" text,
	"role" text DEFAULT 'user' NOT NULL,
	"timezone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"last_company_selected_id" uuid,
	"referral_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"field" text DEFAULT 'outro' NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"custom_greeting" text,
	"chat_personality_slug" text,
	"website" text,
	"phone" text,
	"instagram" text,
	"google" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"milestones" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hours_to_suspend_assistant_after_human_intervention" double precision DEFAULT 2 NOT NULL,
	"reminder_custom_message" text,
	"timezone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"assistant_language" text DEFAULT 'pt-BR' NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"signup_plan_identifier" text,
	"bday_message" text,
	"send_reminder_message" boolean DEFAULT true NOT NULL,
	"feature_flags" text[] DEFAULT '{}' NOT NULL,
	"custom_instructions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_purchase_event_sent_at" timestamp with time zone,
	"min_response_delay" integer DEFAULT 0 NOT NULL,
	"cancelation_observations" text,
	"when_answer_about_price" text DEFAULT 'always' NOT NULL,
	"limit_suggestions_per_period" integer DEFAULT 3 NOT NULL,
	"is_auto_pilot_enabled" boolean DEFAULT false NOT NULL,
	"auto_pilot_intensity" text DEFAULT 'balanced' NOT NULL,
	"max_active_messages_per_day" integer DEFAULT 20 NOT NULL,
	"onboarding" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_greeting_clients_by_name" boolean DEFAULT true NOT NULL,
	"custom_greeting_clients_instructions" text,
	"custom_assistant_name" text,
	"custom_transfer_instructions" text,
	"is_assistant_for_clients_enabled" boolean DEFAULT true NOT NULL,
	"is_assistant_for_users_enabled" boolean DEFAULT false NOT NULL,
	"ignore_ai_tool_types" text[] DEFAULT '{}' NOT NULL,
	"is_assistant_schedule_entry_confirm" boolean DEFAULT false NOT NULL,
	"custom_assistant_schedule_entry_message" text,
	"avatar_url" text,
	"cover_url" text,
	"workdays" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"identifier" text NOT NULL,
	"channel" text NOT NULL,
	"login" text,
	"connection_status" text DEFAULT 'disconnected' NOT NULL,
	"last_connected_at" timestamp with time zone,
	"connection_status_info" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"whatsapp_remote_jid" text,
	"phone_to_send_qr" text,
	"disconnected_interface" text,
	"disconnected_at" timestamp with time zone,
	"webhook_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"calendar_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"whatsapp_remote_jid" text,
	"instagram_username" text,
	"facebook_username" text,
	"telegram_username" text,
	"gender" text,
	"birthday" date,
	"crm_stage" text DEFAULT 'prospect' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"base_value" integer NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"total_value" integer NOT NULL,
	"trial_days" integer DEFAULT 7 NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extra_features" text[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_bill_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_bill_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"total_value" integer NOT NULL,
	"pix_qr_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"ref_start_at" timestamp with time zone NOT NULL,
	"ref_end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"gateway" text,
	"status_info" text,
	"extra_features" text[] DEFAULT '{}' NOT NULL,
	"base_value" integer NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"total_value" integer NOT NULL,
	"first_payment_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"company_id" uuid,
	"device" jsonb,
	"device_hash" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "two_factor_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"action" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_hash" text,
	"event_id" text,
	"event_name" text NOT NULL,
	"event_ref" text,
	"unit" text,
	"value" text,
	"user_id" uuid,
	"company_id" uuid,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"color" text NOT NULL,
	"workdays" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"slots_increment_in_minutes" integer DEFAULT 30 NOT NULL,
	"notify_advance_in_hours" integer DEFAULT 24 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_calendars" (
	"service_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	CONSTRAINT "service_calendars_service_id_calendar_id_pk" PRIMARY KEY("service_id","calendar_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"duration_in_minutes" integer NOT NULL,
	"price_type" text DEFAULT 'fixed' NOT NULL,
	"price" integer,
	"price_max" integer,
	"expected_recurrence_in_days" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_bill_payments" ADD CONSTRAINT "subscription_bill_payments_subscription_bill_id_subscription_bills_id_fk" FOREIGN KEY ("subscription_bill_id") REFERENCES "public"."subscription_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_bill_payments" ADD CONSTRAINT "subscription_bill_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD CONSTRAINT "subscription_bills_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD CONSTRAINT "subscription_bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_calendars" ADD CONSTRAINT "service_calendars_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_calendars" ADD CONSTRAINT "service_calendars_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_unique" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_sharing_code_unique" ON "users" USING btree ("sharing_code");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_unique" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "company_users_company_user_unique" ON "company_users" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_phone_unique" ON "clients" USING btree ("company_id","phone") WHERE "clients"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_jid_unique" ON "clients" USING btree ("company_id","whatsapp_remote_jid") WHERE "clients"."whatsapp_remote_jid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_identifier_unique" ON "plans" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "two_factor_codes_phone_action_idx" ON "two_factor_codes" USING btree ("phone","action","created_at");--> statement-breakpoint
CREATE INDEX "platform_events_name_idx" ON "platform_events" USING btree ("event_name","created_at");--> statement-breakpoint
CREATE INDEX "platform_messages_phone_idx" ON "platform_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "services_company_slug_unique" ON "services" USING btree ("company_id","slug");