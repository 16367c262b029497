-- Issue 13: the dashboard's cards read a company's appointments of a period by status, origin and client. The
-- index on (company_id, start_at) carries those three columns, so the cards read the index alone (index-only
-- scans instead of visiting each row): the same key, so every other query keeps using it as before.
DROP INDEX IF EXISTS "schedules_company_time_idx";--> statement-breakpoint
CREATE INDEX "schedules_company_time_idx" ON "schedules" USING btree ("company_id","start_at") INCLUDE ("status","interface","client_id");
