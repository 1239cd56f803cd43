CREATE TABLE "domain_reminders" (
	"domain_id" uuid NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"term_start" date NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"months" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"document_id" uuid,
	"process_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_reminders" ADD CONSTRAINT "domain_reminders_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_renewals" ADD CONSTRAINT "domain_renewals_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_reminders_key" ON "domain_reminders" USING btree ("domain_id","expires_on","days_before");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_renewals_term_key" ON "domain_renewals" USING btree ("domain_id","term_start");--> statement-breakpoint
CREATE INDEX "domain_renewals_document_idx" ON "domain_renewals" USING btree ("document_id");