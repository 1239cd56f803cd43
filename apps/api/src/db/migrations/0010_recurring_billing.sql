CREATE TABLE "billing_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"run_date" date NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"periods_invoiced" integer DEFAULT 0 NOT NULL,
	"invoices_created" integer DEFAULT 0 NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_periods" (
	"service_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"billed_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_periods_key" UNIQUE("service_id","period_start","billed_id")
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "invoice_lead_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_minor" bigint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "cost_minor" bigint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "next_due_date" date;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "cancel_at" date;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_periods" ADD CONSTRAINT "service_periods_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_periods" ADD CONSTRAINT "service_periods_billed_id_companies_id_fk" FOREIGN KEY ("billed_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_periods" ADD CONSTRAINT "service_periods_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_runs_provider_idx" ON "billing_runs" USING btree ("provider_id","started_at");--> statement-breakpoint
CREATE INDEX "service_periods_document_idx" ON "service_periods" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_seller_id_companies_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_due_idx" ON "services" USING btree ("next_due_date") WHERE "services"."next_due_date" is not null;