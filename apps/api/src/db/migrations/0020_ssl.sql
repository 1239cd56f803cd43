CREATE TABLE "ssl_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"ssl_product_id" uuid NOT NULL,
	"service_id" uuid,
	"cart_item_id" uuid,
	"period" text NOT NULL,
	"common_name" text NOT NULL,
	"sans" text[] DEFAULT '{}'::text[] NOT NULL,
	"csr" text NOT NULL,
	"dcv" jsonb NOT NULL,
	"status" text NOT NULL,
	"authority" text NOT NULL,
	"process_id" text,
	"process_action" text,
	"ca_certificate_id" text,
	"certificate_pem" text,
	"validations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"serial" text,
	"fingerprint" text,
	"not_before" timestamp with time zone,
	"not_after" timestamp with time zone,
	"subscription_end" date,
	"error" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssl_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"ca_product" text NOT NULL,
	"brand" text NOT NULL,
	"validation" text NOT NULL,
	"wildcard" boolean DEFAULT false NOT NULL,
	"max_sans" integer NOT NULL,
	"included_sans" integer DEFAULT 0 NOT NULL,
	"periods" integer[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssl_renewal_runs" (
	"certificate_id" uuid NOT NULL,
	"replaces_not_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssl_sandbox_authority" (
	"id" text PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssl_sandbox_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"domain_name" text NOT NULL,
	"san" text[] DEFAULT '{}'::text[] NOT NULL,
	"csr" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"status" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"subscription_end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssl_sandbox_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"product" text NOT NULL,
	"period" integer NOT NULL,
	"domain_name" text NOT NULL,
	"san" text[] DEFAULT '{}'::text[] NOT NULL,
	"csr" text NOT NULL,
	"certificate_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssl_sandbox_validations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" text NOT NULL,
	"common_name" text NOT NULL,
	"type" text NOT NULL,
	"email" text,
	"token" text NOT NULL,
	"status" text NOT NULL,
	"completes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_ssl_product_id_ssl_products_id_fk" FOREIGN KEY ("ssl_product_id") REFERENCES "public"."ssl_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_products" ADD CONSTRAINT "ssl_products_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_products" ADD CONSTRAINT "ssl_products_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_renewal_runs" ADD CONSTRAINT "ssl_renewal_runs_certificate_id_ssl_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."ssl_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_sandbox_validations" ADD CONSTRAINT "ssl_sandbox_validations_process_id_ssl_sandbox_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."ssl_sandbox_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ssl_certificates_company_idx" ON "ssl_certificates" USING btree ("company_id","common_name");--> statement-breakpoint
CREATE UNIQUE INDEX "ssl_certificates_service_key" ON "ssl_certificates" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "ssl_certificates_not_after_idx" ON "ssl_certificates" USING btree ("not_after");--> statement-breakpoint
CREATE UNIQUE INDEX "ssl_products_code_key" ON "ssl_products" USING btree ("provider_id","ca_product");--> statement-breakpoint
CREATE UNIQUE INDEX "ssl_renewal_runs_key" ON "ssl_renewal_runs" USING btree ("certificate_id","replaces_not_after");--> statement-breakpoint
CREATE UNIQUE INDEX "ssl_sandbox_validations_name_key" ON "ssl_sandbox_validations" USING btree ("process_id","common_name");