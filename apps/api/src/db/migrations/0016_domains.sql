CREATE TABLE "domain_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"organization" text,
	"address_lines" text[] NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"voice" text NOT NULL,
	"fax" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"nameservers" text[] DEFAULT '{}'::text[] NOT NULL,
	"dns_template" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registrant_id" uuid,
	"admin_id" uuid,
	"tech_id" uuid,
	"billing_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_tlds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"tld" text NOT NULL,
	"kind" text NOT NULL,
	"auth_code_required" boolean DEFAULT true NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"grace_days" integer NOT NULL,
	"redemption_days" integer NOT NULL,
	"pending_delete_days" integer NOT NULL,
	"restore_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"premium_cap_minor" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_tlds_days_check" CHECK ("domain_tlds"."grace_days" >= 0 and "domain_tlds"."redemption_days" >= 0 and "domain_tlds"."pending_delete_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "domain_zones" (
	"domain_id" uuid PRIMARY KEY NOT NULL,
	"records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"service_id" uuid,
	"name" text NOT NULL,
	"tld" text NOT NULL,
	"status" text NOT NULL,
	"registrar" text NOT NULL,
	"process_id" text,
	"expires_on" date,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"transfer_lock" boolean DEFAULT true NOT NULL,
	"dnssec" boolean DEFAULT false NOT NULL,
	"nameservers" text[] DEFAULT '{}'::text[] NOT NULL,
	"registrant_id" uuid,
	"admin_id" uuid,
	"tech_id" uuid,
	"billing_id" uuid,
	"error" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_sandbox_contacts" (
	"handle" text PRIMARY KEY NOT NULL,
	"contact" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_sandbox_domains" (
	"name" text PRIMARY KEY NOT NULL,
	"registrant" text NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ns" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text[] DEFAULT '{OK}'::text[] NOT NULL,
	"auth_code" text NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_sandbox_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"process_id" text,
	"domain_name" text,
	"acked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_sandbox_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"domain_name" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"complete_at" timestamp with time zone NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_contacts" ADD CONSTRAINT "domain_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_presets" ADD CONSTRAINT "domain_presets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_presets" ADD CONSTRAINT "domain_presets_registrant_id_domain_contacts_id_fk" FOREIGN KEY ("registrant_id") REFERENCES "public"."domain_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_presets" ADD CONSTRAINT "domain_presets_admin_id_domain_contacts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."domain_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_presets" ADD CONSTRAINT "domain_presets_tech_id_domain_contacts_id_fk" FOREIGN KEY ("tech_id") REFERENCES "public"."domain_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_presets" ADD CONSTRAINT "domain_presets_billing_id_domain_contacts_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."domain_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_tlds" ADD CONSTRAINT "domain_tlds_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_tlds" ADD CONSTRAINT "domain_tlds_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_zones" ADD CONSTRAINT "domain_zones_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_registrant_id_domain_contacts_id_fk" FOREIGN KEY ("registrant_id") REFERENCES "public"."domain_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_admin_id_domain_contacts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."domain_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_tech_id_domain_contacts_id_fk" FOREIGN KEY ("tech_id") REFERENCES "public"."domain_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_billing_id_domain_contacts_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."domain_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_contacts_handle_key" ON "domain_contacts" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "domain_contacts_company_idx" ON "domain_contacts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_presets_company_name_key" ON "domain_presets" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_tlds_provider_tld_key" ON "domain_tlds" USING btree ("provider_id","tld");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_tlds_product_key" ON "domain_tlds" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_live_name_key" ON "domains" USING btree ("provider_id","name") WHERE "domains"."status" not in ('transferred_away', 'cancelled', 'failed');--> statement-breakpoint
CREATE INDEX "domains_company_idx" ON "domains" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "domains_expiry_idx" ON "domains" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "registry_sandbox_processes_open_idx" ON "registry_sandbox_processes" USING btree ("complete_at") WHERE "registry_sandbox_processes"."status" = 'RUNNING';