CREATE TABLE "invoice_reminders" (
	"document_id" uuid NOT NULL,
	"stage" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_document_id_stage_pk" PRIMARY KEY("document_id","stage")
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "reminder_days" jsonb DEFAULT '[7, 14, 21]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "suspend_after_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;