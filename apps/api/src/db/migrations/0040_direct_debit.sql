CREATE TABLE "direct_debit_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_id" uuid NOT NULL,
	"collection_date" date NOT NULL,
	"message_id" text NOT NULL,
	"count" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"xml" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_batches_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "direct_debits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"mandate_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"collection_date" date NOT NULL,
	"end_to_end_id" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"batch_id" uuid,
	"payment_id" uuid,
	"return_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debits_end_to_end_key" UNIQUE("issuer_id","end_to_end_id")
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"holder" text NOT NULL,
	"signed_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"revoked_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_mandates_reference_key" UNIQUE("issuer_id","reference")
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "sepa_creditor_id" text;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "direct_debit_notice_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_batches" ADD CONSTRAINT "direct_debit_batches_issuer_id_companies_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_batches" ADD CONSTRAINT "direct_debit_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_issuer_id_companies_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_batch_id_direct_debit_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."direct_debit_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_issuer_id_companies_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debits_live_key" ON "direct_debits" USING btree ("document_id") WHERE "direct_debits"."status" in ('scheduled', 'submitted');--> statement-breakpoint
CREATE INDEX "direct_debits_status_idx" ON "direct_debits" USING btree ("issuer_id","status","collection_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_active_key" ON "sepa_mandates" USING btree ("issuer_id","company_id") WHERE "sepa_mandates"."status" = 'active';