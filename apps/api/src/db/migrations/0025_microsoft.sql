CREATE TABLE "microsoft_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subscription_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microsoft_tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"origin" text NOT NULL,
	"partner_center" text NOT NULL,
	"agreement_accepted_at" timestamp with time zone,
	"agreement_accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ms_sandbox_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"line_items" jsonb NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"checkout_result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ms_sandbox_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"company_name" text NOT NULL,
	"agreement_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ms_sandbox_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"catalog_item_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"friendly_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"term" text NOT NULL,
	"billing" text NOT NULL,
	"term_start" date NOT NULL,
	"term_end" date NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"batches" jsonb NOT NULL,
	"scheduled" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ms_sandbox_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_principal_name" text NOT NULL,
	"display_name" text NOT NULL,
	"usage_location" text,
	"licenses" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microsoft_subscriptions" ADD CONSTRAINT "microsoft_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_subscriptions" ADD CONSTRAINT "microsoft_subscriptions_tenant_id_microsoft_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."microsoft_tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_tenants" ADD CONSTRAINT "microsoft_tenants_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_tenants" ADD CONSTRAINT "microsoft_tenants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_tenants" ADD CONSTRAINT "microsoft_tenants_agreement_accepted_by_users_id_fk" FOREIGN KEY ("agreement_accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_sandbox_carts" ADD CONSTRAINT "ms_sandbox_carts_customer_id_ms_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ms_sandbox_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_sandbox_customers" ADD CONSTRAINT "ms_sandbox_customers_partner_id_companies_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_sandbox_subscriptions" ADD CONSTRAINT "ms_sandbox_subscriptions_customer_id_ms_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ms_sandbox_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_sandbox_users" ADD CONSTRAINT "ms_sandbox_users_customer_id_ms_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ms_sandbox_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "microsoft_subscriptions_key" ON "microsoft_subscriptions" USING btree ("tenant_id","subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "microsoft_tenants_customer_key" ON "microsoft_tenants" USING btree ("provider_id","customer_id");--> statement-breakpoint
CREATE INDEX "microsoft_tenants_company_idx" ON "microsoft_tenants" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ms_sandbox_customers_domain_key" ON "ms_sandbox_customers" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "ms_sandbox_customers_partner_idx" ON "ms_sandbox_customers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "ms_sandbox_subscriptions_customer_idx" ON "ms_sandbox_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ms_sandbox_users_upn_key" ON "ms_sandbox_users" USING btree ("customer_id","user_principal_name");