-- Issue 13 item 3: a client's address as its own field (a lead imported from the explorer arrives with the
-- place's address; staff can write one on any client). Existing clients keep null. Erased (LGPD) with the rest.
ALTER TABLE "clients" ADD COLUMN "address" text;
