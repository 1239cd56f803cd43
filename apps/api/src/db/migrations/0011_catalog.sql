CREATE TABLE "catalog_prices" (
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"period" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"setup_minor" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalog_prices_product_id_currency_period_pk" PRIMARY KEY("product_id","currency","period"),
	CONSTRAINT "catalog_prices_amounts_check" CHECK ("catalog_prices"."price_minor" >= 0 and "catalog_prices"."setup_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_nl" text NOT NULL,
	"description_en" text,
	"description_nl" text,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"adapter" text DEFAULT 'sandbox' NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_products_visibility_check" CHECK ("catalog_products"."visibility" in ('public', 'hidden', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "catalog_promotion_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"percent_bp" integer,
	"amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"periods" integer,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"max_uses" integer,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_reseller_prices" (
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"period" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"setup_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_reseller_prices_company_id_product_id_currency_period_pk" PRIMARY KEY("company_id","product_id","currency","period")
);
--> statement-breakpoint
ALTER TABLE "catalog_prices" ADD CONSTRAINT "catalog_prices_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_uses" ADD CONSTRAINT "catalog_promotion_uses_promotion_id_catalog_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."catalog_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_uses" ADD CONSTRAINT "catalog_promotion_uses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotions" ADD CONSTRAINT "catalog_promotions_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_reseller_prices" ADD CONSTRAINT "catalog_reseller_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_reseller_prices" ADD CONSTRAINT "catalog_reseller_prices_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_products_provider_code_key" ON "catalog_products" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "catalog_products_category_idx" ON "catalog_products" USING btree ("provider_id","category","code");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_promotion_uses_reference_key" ON "catalog_promotion_uses" USING btree ("promotion_id","reference");--> statement-breakpoint
CREATE INDEX "catalog_promotion_uses_company_idx" ON "catalog_promotion_uses" USING btree ("promotion_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_promotions_provider_code_key" ON "catalog_promotions" USING btree ("provider_id","code");