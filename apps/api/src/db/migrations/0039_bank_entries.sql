CREATE TABLE "bank_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_id" uuid NOT NULL,
	"statement_id" text NOT NULL,
	"account_iban" text,
	"bank_reference" text NOT NULL,
	"booking_date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"credit" boolean NOT NULL,
	"debtor_name" text,
	"debtor_iban" text,
	"remittance" text NOT NULL,
	"structured_reference" text,
	"end_to_end_id" text,
	"return_reason" text,
	"status" text NOT NULL,
	"customer_id" uuid,
	"payment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_entries_reference_key" UNIQUE("issuer_id","bank_reference")
);
--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_issuer_id_companies_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_entries_status_idx" ON "bank_entries" USING btree ("issuer_id","status","booking_date");