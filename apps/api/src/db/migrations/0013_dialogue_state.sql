ALTER TABLE "chats" ADD COLUMN "dialogue_state" jsonb DEFAULT '{}'::jsonb NOT NULL;
