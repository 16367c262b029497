ALTER TABLE "messages" ADD COLUMN "media_url" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "media_mime_type" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "media_size" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "media_kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "transcription" text;