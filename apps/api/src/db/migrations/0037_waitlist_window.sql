-- Issue 11 item 7: the part of the day a waitlist entry wants ("sábado de manhã", "depois das 17h"), as
-- company-local "HH:mm" bounds (from inclusive, to exclusive; null = the day's start or end, both null =
-- any time). A freed slot is offered to the entry only when its local start lies in the window. Existing
-- entries keep null (any time), as before. The checks keep the "HH:mm" text comparable as a time.
ALTER TABLE "waitlist_entries" ADD COLUMN "from_time" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "to_time" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_time_format" CHECK (
  ("from_time" IS NULL OR "from_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') AND
  ("to_time" IS NULL OR "to_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_time_order" CHECK (
  "from_time" IS NULL OR "to_time" IS NULL OR "from_time" COLLATE "C" < "to_time" COLLATE "C"
);
