ALTER TABLE "microsoft_subscriptions" ADD COLUMN "name" text;--> statement-breakpoint
-- Subscriptions linked before they had a name: the ordered service's, else the sandbox's friendly name.
UPDATE "microsoft_subscriptions" s SET "name" = sv."name" FROM "services" sv WHERE sv."id" = s."service_id" AND s."name" IS NULL;--> statement-breakpoint
UPDATE "microsoft_subscriptions" s SET "name" = ms."friendly_name" FROM "ms_sandbox_subscriptions" ms WHERE ms."id"::text = s."subscription_id" AND s."name" IS NULL;
