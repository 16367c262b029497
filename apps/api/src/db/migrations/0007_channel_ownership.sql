-- One external account, one live integration (issue 8 §1): a WhatsApp Cloud phone_number_id, an
-- Instagram professional account id or an Evolution instance name may belong to one integration
-- that is not removed. Webhooks are routed by these ids, so a second owner would steal the inbox.
-- Duplicates left by the old code (which let anyone register any id, newest row winning the
-- routing) are resolved first: the oldest live row keeps the id, because a hijacker registers a
-- number after its owner did; every later copy is removed and its owner connects again, now with
-- the proof of ownership the API asks for.
UPDATE "company_integrations" AS c
SET "connection_status" = 'removed', "disconnected_at" = now(), "updated_at" = now(),
    "connection_status_info" = 'Conta conectada também por outra empresa. Conecte novamente para confirmar a posse.'
WHERE c."connection_status" <> 'removed' AND c."identifier" = 'whatsapp_api_oficial' AND EXISTS (
  SELECT 1 FROM "company_integrations" AS o
  WHERE o."connection_status" <> 'removed' AND o."identifier" = 'whatsapp_api_oficial'
    AND o."meta" ->> 'phone_number_id' = c."meta" ->> 'phone_number_id'
    AND (o."created_at", o."id") < (c."created_at", c."id"));
--> statement-breakpoint
UPDATE "company_integrations" AS c
SET "connection_status" = 'removed', "disconnected_at" = now(), "updated_at" = now(),
    "connection_status_info" = 'Conta conectada também por outra empresa. Conecte novamente para confirmar a posse.'
WHERE c."connection_status" <> 'removed' AND c."identifier" = 'instagram' AND EXISTS (
  SELECT 1 FROM "company_integrations" AS o
  WHERE o."connection_status" <> 'removed' AND o."identifier" = 'instagram'
    AND o."meta" ->> 'ig_account_id' = c."meta" ->> 'ig_account_id'
    AND (o."created_at", o."id") < (c."created_at", c."id"));
--> statement-breakpoint
UPDATE "company_integrations" AS c
SET "connection_status" = 'removed', "disconnected_at" = now(), "updated_at" = now(),
    "connection_status_info" = 'Conta conectada também por outra empresa. Conecte novamente para confirmar a posse.'
WHERE c."connection_status" <> 'removed' AND c."identifier" IN ('whatsapp_baileys', 'whatsapp_miau') AND EXISTS (
  SELECT 1 FROM "company_integrations" AS o
  WHERE o."connection_status" <> 'removed' AND o."identifier" IN ('whatsapp_baileys', 'whatsapp_miau')
    AND o."meta" ->> 'instance_name' = c."meta" ->> 'instance_name'
    AND (o."created_at", o."id") < (c."created_at", c."id"));
--> statement-breakpoint
CREATE UNIQUE INDEX "company_integrations_phone_number_id_live" ON "company_integrations" (("meta" ->> 'phone_number_id')) WHERE "identifier" = 'whatsapp_api_oficial' AND "connection_status" <> 'removed';
--> statement-breakpoint
CREATE UNIQUE INDEX "company_integrations_ig_account_id_live" ON "company_integrations" (("meta" ->> 'ig_account_id')) WHERE "identifier" = 'instagram' AND "connection_status" <> 'removed';
--> statement-breakpoint
CREATE UNIQUE INDEX "company_integrations_instance_name_live" ON "company_integrations" (("meta" ->> 'instance_name')) WHERE "identifier" IN ('whatsapp_baileys', 'whatsapp_miau') AND "connection_status" <> 'removed';
