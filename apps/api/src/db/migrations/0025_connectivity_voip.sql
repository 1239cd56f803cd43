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
ALTER TABLE "voip_numbers" ADD CONSTRAINT "voip_numbers_trunk_id_voip_trunks_id_fk" FOREIGN KEY ("trunk_id") REFERENCES "public"."voip_trunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_numbers" ADD CONSTRAINT "voip_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_port_events" ADD CONSTRAINT "voip_port_events_request_id_voip_port_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."voip_port_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_port_requests" ADD CONSTRAINT "voip_port_requests_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_port_requests" ADD CONSTRAINT "voip_port_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_port_requests" ADD CONSTRAINT "voip_port_requests_trunk_id_voip_trunks_id_fk" FOREIGN KEY ("trunk_id") REFERENCES "public"."voip_trunks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_trunks" ADD CONSTRAINT "voip_trunks_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voip_trunks" ADD CONSTRAINT "voip_trunks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voip_numbers_number_key" ON "voip_numbers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "voip_port_events_status_key" ON "voip_port_events" USING btree ("request_id","status");