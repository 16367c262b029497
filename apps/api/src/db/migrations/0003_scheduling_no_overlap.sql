-- No double booking as a database guarantee (docs/decisions/0002-no-double-booking.md).
-- 1. Schedules that are not canceled never overlap on a calendar.
-- 2. calendar_occupancy holds one row per occupying schedule and per blocked period, kept by triggers;
--    its exclusion constraint refuses a schedule over a blocked period and a blocked period over a
--    schedule, while blocked periods may overlap each other (holder ranges: a schedule holds [0,∞),
--    each blocked-period row a unit range of its own, so two blocked periods never "collide").
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_time_order" CHECK ("end_at" > "start_at");
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_status_valid" CHECK ("status" IN ('scheduled', 'confirmed', 'canceled', 'confirmed_not_attended'));
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_no_overlap" EXCLUDE USING gist ("calendar_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" <> 'canceled');
--> statement-breakpoint
ALTER TABLE "blocked_periods" ADD CONSTRAINT "blocked_periods_time_order" CHECK ("end_at" > "start_at");
--> statement-breakpoint
CREATE SEQUENCE "calendar_occupancy_block_holder_seq" START 1;
--> statement-breakpoint
CREATE TABLE "calendar_occupancy" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "calendar_id" uuid NOT NULL REFERENCES "calendars"("id") ON DELETE CASCADE,
  "during" tstzrange NOT NULL,
  "holder" int8range NOT NULL,
  "schedule_id" uuid UNIQUE REFERENCES "schedules"("id") ON DELETE CASCADE,
  "blocked_period_id" uuid UNIQUE REFERENCES "blocked_periods"("id") ON DELETE CASCADE,
  CONSTRAINT "calendar_occupancy_one_source" CHECK (num_nonnulls("schedule_id", "blocked_period_id") = 1),
  CONSTRAINT "calendar_occupancy_no_overlap" EXCLUDE USING gist ("calendar_id" WITH =, "during" WITH &&, "holder" WITH &&)
);
--> statement-breakpoint
CREATE FUNCTION "scheduling_schedule_occupancy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'canceled' THEN
    DELETE FROM "calendar_occupancy" WHERE "schedule_id" = NEW."id";
  ELSIF TG_OP = 'INSERT' OR OLD."status" = 'canceled' THEN
    INSERT INTO "calendar_occupancy" ("calendar_id", "during", "holder", "schedule_id")
    VALUES (NEW."calendar_id", tstzrange(NEW."start_at", NEW."end_at", '[)'), int8range(0, NULL), NEW."id");
  ELSIF (NEW."calendar_id", NEW."start_at", NEW."end_at") IS DISTINCT FROM (OLD."calendar_id", OLD."start_at", OLD."end_at") THEN
    UPDATE "calendar_occupancy" SET "calendar_id" = NEW."calendar_id", "during" = tstzrange(NEW."start_at", NEW."end_at", '[)')
    WHERE "schedule_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "schedules_occupancy" AFTER INSERT OR UPDATE OF "status", "calendar_id", "start_at", "end_at" ON "schedules"
FOR EACH ROW EXECUTE FUNCTION "scheduling_schedule_occupancy"();
--> statement-breakpoint
CREATE FUNCTION "scheduling_blocked_period_occupancy"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    k := nextval('calendar_occupancy_block_holder_seq');
    INSERT INTO "calendar_occupancy" ("calendar_id", "during", "holder", "blocked_period_id")
    VALUES (NEW."calendar_id", tstzrange(NEW."start_at", NEW."end_at", '[)'), int8range(k, k + 1), NEW."id");
  ELSE
    UPDATE "calendar_occupancy" SET "calendar_id" = NEW."calendar_id", "during" = tstzrange(NEW."start_at", NEW."end_at", '[)')
    WHERE "blocked_period_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "blocked_periods_occupancy" AFTER INSERT OR UPDATE OF "calendar_id", "start_at", "end_at" ON "blocked_periods"
FOR EACH ROW EXECUTE FUNCTION "scheduling_blocked_period_occupancy"();
