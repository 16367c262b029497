-- Issue 14: /admin/ai_tool (the tools the brains may call, every version kept in ai_tool_snapshots) and /admin/chat_personality
-- (the tones a company picks for its secretary), both edited in the back-office.
CREATE TABLE "ai_tools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_tools_name_unique" ON "ai_tools" USING btree ("name");
--> statement-breakpoint
CREATE TABLE "ai_tool_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ai_tool_id" uuid REFERENCES "ai_tools"("id") ON DELETE SET NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"is_active" boolean NOT NULL,
	"admin_id" uuid REFERENCES "admins"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_tool_snapshots_name_idx" ON "ai_tool_snapshots" USING btree ("name","version");
--> statement-breakpoint
CREATE TABLE "chat_personalities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"instructions" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_personalities_slug_unique" ON "chat_personalities" USING btree ("slug");
--> statement-breakpoint
-- The two tones the company settings already offered (the default friendly tone is a null slug).
INSERT INTO "chat_personalities" ("slug", "name", "description", "instructions") VALUES
	('formal', 'Formal e objetiva', 'Sem emojis, frases curtas.', 'Fale de forma formal e objetiva, trate o cliente por senhor ou senhora e não use emojis.'),
	('descontraida', 'Descontraída e animada', 'Tom leve, com alguns emojis.', 'Fale de forma leve e animada, com frases curtas e um ou outro emoji quando combinar.');
--> statement-breakpoint
-- /admin/logs_plataforma filtered by admin reads this index newest first.
CREATE INDEX "admin_audit_logs_admin_idx" ON "admin_audit_logs" USING btree ("admin_id","created_at");
