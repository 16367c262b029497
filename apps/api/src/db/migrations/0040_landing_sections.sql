-- Issue 14 item 6: a landing page is built from blocks (hero, text, features, call to action), in order, each
-- with a title and a Markdown body. Existing pages keep their single text (content) and no blocks.
ALTER TABLE "landing_pages" ADD COLUMN "sections" jsonb DEFAULT '[]'::jsonb NOT NULL;
