CREATE TABLE "payment_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_key" UNIQUE("issuer_id","company_id","provider")
);
--> statement-breakpoint
CREATE TABLE "payment_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_mandate_id" text NOT NULL,
	"method" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"revoked_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_mandates_provider_key" UNIQUE("provider","provider_mandate_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"email" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"consumer_name" text,
	"consumer_account" text,
	"card_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ALTER COLUMN "redirect_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "sequence_type" text DEFAULT 'oneoff' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ADD COLUMN "sequence_type" text DEFAULT 'oneoff' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ADD COLUMN "mandate_id" text;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_issuer_id_companies_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mandates" ADD CONSTRAINT "payment_mandates_issuer_id_companies_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mandates" ADD CONSTRAINT "payment_mandates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_provider_mandates" ADD CONSTRAINT "sandbox_provider_mandates_customer_id_sandbox_provider_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_provider_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_mandates_valid_key" ON "payment_mandates" USING btree ("issuer_id","company_id","provider") WHERE "payment_mandates"."status" = 'valid';--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_recurring_key" ON "online_payments" USING btree ("document_id") WHERE "online_payments"."sequence_type" = 'recurring' and "online_payments"."status" in ('open', 'pending', 'authorized', 'paid');