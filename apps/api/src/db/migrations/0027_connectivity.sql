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
CREATE TABLE "mobile_sandbox_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"iccid" text NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"completes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_sim_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sim_id" uuid NOT NULL,
	"action" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mobile_sim_usage" (
	"sim_id" uuid NOT NULL,
	"month" text NOT NULL,
	"data_mb" integer NOT NULL,
	"voice_minutes" integer NOT NULL,
	"sms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_sims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"iccid" text NOT NULL,
	"imsi" text NOT NULL,
	"msisdn" text NOT NULL,
	"state" text NOT NULL,
	"bundle" text NOT NULL,
	"bundle_data_mb" integer NOT NULL,
	"data_limit_mb" integer,
	"mvno_mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voip_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trunk_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voip_port_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voip_port_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"trunk_id" uuid NOT NULL,
	"numbers" text[] NOT NULL,
	"current_provider" text NOT NULL,
	"wish_date" date NOT NULL,
	"status" text NOT NULL,
	"first_possible_date" date,
	"reason" text,
	"platform_id" text,
	"porting_mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voip_sandbox_ports" (
	"id" text PRIMARY KEY NOT NULL,
	"numbers" text[] NOT NULL,
	"wish_date" date NOT NULL,
	"status" text NOT NULL,
	"first_possible_date" date,
	"reason" text,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voip_trunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channels" integer NOT NULL,
	"sip_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "internet_line_events" ADD CONSTRAINT "internet_line_events_line_id_internet_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."internet_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internet_lines" ADD CONSTRAINT "internet_lines_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internet_lines" ADD CONSTRAINT "internet_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internet_lines" ADD CONSTRAINT "internet_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_sim_tasks" ADD CONSTRAINT "mobile_sim_tasks_sim_id_mobile_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."mobile_sims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_sim_usage" ADD CONSTRAINT "mobile_sim_usage_sim_id_mobile_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."mobile_sims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_sims" ADD CONSTRAINT "mobile_sims_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_sims" ADD CONSTRAINT "mobile_sims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_numbers" ADD CONSTRAINT "voip_numbers_trunk_id_voip_trunks_id_fk" FOREIGN KEY ("trunk_id") REFERENCES "public"."voip_trunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_numbers" ADD CONSTRAINT "voip_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_port_events" ADD CONSTRAINT "voip_port_events_request_id_voip_port_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."voip_port_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_port_requests" ADD CONSTRAINT "voip_port_requests_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_port_requests" ADD CONSTRAINT "voip_port_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_port_requests" ADD CONSTRAINT "voip_port_requests_trunk_id_voip_trunks_id_fk" FOREIGN KEY ("trunk_id") REFERENCES "public"."voip_trunks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_trunks" ADD CONSTRAINT "voip_trunks_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_trunks" ADD CONSTRAINT "voip_trunks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connectivity_sandbox_orders_reference_key" ON "connectivity_sandbox_orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "internet_line_events_status_key" ON "internet_line_events" USING btree ("line_id","status");--> statement-breakpoint
CREATE INDEX "internet_lines_company_idx" ON "internet_lines" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "internet_lines_cart_item_key" ON "internet_lines" USING btree ("cart_item_id");--> statement-breakpoint
CREATE INDEX "mobile_sim_tasks_sim_idx" ON "mobile_sim_tasks" USING btree ("sim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_sim_tasks_pending_key" ON "mobile_sim_tasks" USING btree ("sim_id") WHERE "mobile_sim_tasks"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_sim_usage_month_key" ON "mobile_sim_usage" USING btree ("sim_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_sims_iccid_key" ON "mobile_sims" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "mobile_sims_company_idx" ON "mobile_sims" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voip_numbers_number_key" ON "voip_numbers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "voip_port_events_status_key" ON "voip_port_events" USING btree ("request_id","status");