-- Issue 17: the per-client cap of upcoming bookings (0010), checked in the same statement as a client's
-- booking insert. A plain statement cannot do it: its one snapshot is taken when it starts, so a count
-- made after waiting for another booking of the same client would not see that booking once committed,
-- and two concurrent bookings could both pass the cap. A VOLATILE function takes a fresh snapshot for
-- each statement it runs, so the count below, made after the lock, sees every booking committed before
-- the lock was granted. The transactional path (client-booking-cap.ts) calls the same function, so every
-- booking of a client queues on the same lock, whichever path it takes. The lock is transaction-scoped
-- (two-int advisory space 7274504, keyed on the client): released when the booking commits or fails.
-- Raises SQLSTATE 'AG001' (message: the cap) when `adding` more would pass the cap; a null or 0 cap is
-- no cap (no lock, no count).
CREATE FUNCTION "booking_client_turn"("p_company" uuid, "p_client" uuid, "p_cap" integer, "p_after" timestamptz, "p_adding" integer)
RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  upcoming integer;
BEGIN
  IF p_cap IS NULL OR p_cap <= 0 THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock(7274504, hashtext(p_client::text));
  SELECT count(*) INTO upcoming FROM "schedules"
    WHERE "company_id" = p_company AND "client_id" = p_client AND "start_at" > p_after AND "status" <> 'canceled';
  IF upcoming + p_adding > p_cap THEN
    RAISE EXCEPTION USING ERRCODE = 'AG001', MESSAGE = p_cap::text;
  END IF;
  RETURN upcoming;
END
$$;
