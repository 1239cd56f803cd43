CREATE TABLE "connectivity_sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"package_code" text NOT NULL,
	"postcode" text NOT NULL,
	"house_number" integer NOT NULL,
	"addition" text,
	"wish_date" date NOT NULL,
	"planned_date" date,
	"status" text NOT NULL,
	"next_step_at" timestamp with time zone,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internet_line_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"status" text NOT NULL,
	"planned_date" date,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internet_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"service_id" uuid,
	"cart_item_id" uuid,
	"postcode" text NOT NULL,
	"house_number" integer NOT NULL,
	"addition" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"package_code" text NOT NULL,
	"carrier" text NOT NULL,
	"technology" text NOT NULL,
	"down_mbps" integer NOT NULL,
	"up_mbps" integer NOT NULL,
	"wish_date" date NOT NULL,
	"planned_date" date,
	"status" text NOT NULL,
	"carrier_order_id" text,
	"carrier_mode" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "internet_line_events" ADD CONSTRAINT "internet_line_events_line_id_internet_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."internet_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internet_lines" ADD CONSTRAINT "internet_lines_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internet_lines" ADD CONSTRAINT "internet_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internet_lines" ADD CONSTRAINT "internet_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connectivity_sandbox_orders_reference_key" ON "connectivity_sandbox_orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "internet_line_events_status_key" ON "internet_line_events" USING btree ("line_id","status");--> statement-breakpoint
CREATE INDEX "internet_lines_company_idx" ON "internet_lines" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "internet_lines_cart_item_key" ON "internet_lines" USING btree ("cart_item_id");