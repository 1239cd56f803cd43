CREATE TABLE "microsoft_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"catalog_item_id" text NOT NULL,
	"term" text NOT NULL,
	"billing" text NOT NULL,
	"cart_item_id" uuid,
	"service_id" uuid,
	"status" text DEFAULT 'ordered' NOT NULL,
	"pc_cart_id" text,
	"pc_cart_expires_at" timestamp with time zone,
	"subscription_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microsoft_products" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"catalog_item_id" text NOT NULL,
	"term" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microsoft_subscriptions" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "microsoft_orders" ADD CONSTRAINT "microsoft_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_orders" ADD CONSTRAINT "microsoft_orders_tenant_id_microsoft_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."microsoft_tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_orders" ADD CONSTRAINT "microsoft_orders_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_orders" ADD CONSTRAINT "microsoft_orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_orders" ADD CONSTRAINT "microsoft_orders_subscription_id_microsoft_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."microsoft_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_products" ADD CONSTRAINT "microsoft_products_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "microsoft_orders_service_key" ON "microsoft_orders" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "microsoft_orders_cart_item_idx" ON "microsoft_orders" USING btree ("cart_item_id");--> statement-breakpoint
ALTER TABLE "microsoft_subscriptions" ADD CONSTRAINT "microsoft_subscriptions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;