CREATE TABLE "idp_issuers" (
	"issuer" text PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_lockouts" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_usage" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" integer NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quota_usage_company_id_kind_period_pk" PRIMARY KEY("company_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_index" bigint NOT NULL,
	"hits" integer NOT NULL,
	"previous" integer DEFAULT 0 NOT NULL,
	"limit_max" integer NOT NULL,
	"claimed" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_accounts" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "idp_accounts" DROP COLUMN "locked_until";--> statement-breakpoint
-- Hand-written: request counters need no WAL (a crash only forgets the current minute).
ALTER TABLE "rate_limits" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "rate_limits" SET (fillfactor = 50);--> statement-breakpoint
-- Hand-written: the addresses the embedded IdP has used so far keep their tokens valid.
INSERT INTO "idp_issuers" ("issuer", "audience")
SELECT DISTINCT u."issuer", regexp_replace(u."issuer", '/oidc$', '') || '/api'
FROM "users" u
WHERE u."subject" IN (SELECT a."id"::text FROM "idp_accounts" a) AND u."issuer" LIKE '%/oidc'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Hand-written: embedded-IdP users are keyed by the stable issuer key 'embedded', not by PUBLIC_URL.
-- Where two instances with different PUBLIC_URLs left two rows for one account, the row with the most
-- memberships (then the oldest) is kept; the other rows' memberships move to it.
INSERT INTO "memberships" ("user_id", "company_id", "role")
SELECT w."id", m."company_id", m."role"
FROM (
  SELECT u."id", u."subject", row_number() OVER (
    PARTITION BY u."subject"
    ORDER BY (SELECT count(*) FROM "memberships" x WHERE x."user_id" = u."id") DESC, u."created_at", u."id"
  ) AS "rank"
  FROM "users" u WHERE u."subject" IN (SELECT a."id"::text FROM "idp_accounts" a)
) e
JOIN (
  SELECT DISTINCT ON (u."subject") u."id", u."subject"
  FROM "users" u WHERE u."subject" IN (SELECT a."id"::text FROM "idp_accounts" a)
  ORDER BY u."subject", (SELECT count(*) FROM "memberships" x WHERE x."user_id" = u."id") DESC, u."created_at", u."id"
) w ON w."subject" = e."subject"
JOIN "memberships" m ON m."user_id" = e."id"
WHERE e."rank" > 1
ON CONFLICT ("user_id", "company_id") DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "issuer" = 'embedded'
WHERE "id" IN (
  SELECT DISTINCT ON (u."subject") u."id"
  FROM "users" u WHERE u."subject" IN (SELECT a."id"::text FROM "idp_accounts" a)
  ORDER BY u."subject", (SELECT count(*) FROM "memberships" x WHERE x."user_id" = u."id") DESC, u."created_at", u."id"
);--> statement-breakpoint
-- Hand-written: attachments stored so far count against each company's storage quota.
INSERT INTO "quota_usage" ("company_id", "kind", "period", "items", "bytes")
SELECT t."company_id", 'attachments', 0, count(*), coalesce(sum(a."size_bytes"), 0)
FROM "ticket_attachments" a JOIN "tickets" t ON t."id" = a."ticket_id"
GROUP BY t."company_id";
