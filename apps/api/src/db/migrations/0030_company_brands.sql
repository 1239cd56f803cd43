CREATE TABLE "brands" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"base_theme" text DEFAULT 'default' NOT NULL,
	"primary_color" text,
	"email_sender_name" text,
	"invoice_footer" text,
	"host_name" text,
	"slug" text,
	"logo_key" text,
	"logo_type" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_host_name_unique" UNIQUE("host_name"),
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;