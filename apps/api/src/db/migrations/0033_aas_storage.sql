CREATE TABLE "aas_hardware" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"model" text NOT NULL,
	"serial" text NOT NULL,
	"location" text NOT NULL,
	"assigned_to" text,
	"status" text NOT NULL,
	"contract_start" date NOT NULL,
	"contract_end" date NOT NULL,
	"monthly_minor" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aas_iaas_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"committed_vcpu" integer NOT NULL,
	"committed_memory_gb" integer NOT NULL,
	"committed_storage_gb" integer NOT NULL,
	"platform_ref" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aas_network_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"vendor" text NOT NULL,
	"model" text NOT NULL,
	"serial" text NOT NULL,
	"site" text NOT NULL,
	"uplink" text,
	"monitor_ref" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aas_network_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"from_device" text NOT NULL,
	"to" text NOT NULL,
	"speed_mbps" integer NOT NULL,
	"monitor_ref" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aas_sandbox_monitors" (
	"ref" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"firmware" text,
	"last_seen_at" timestamp with time zone,
	"load_percent" integer,
	"paused_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "aas_sandbox_usage" (
	"ref" text NOT NULL,
	"month" text NOT NULL,
	"vcpu" double precision NOT NULL,
	"memory_gb" double precision NOT NULL,
	"storage_gb" double precision NOT NULL,
	CONSTRAINT "aas_sandbox_usage_ref_month_pk" PRIMARY KEY("ref","month")
);
--> statement-breakpoint
CREATE TABLE "hosted_databases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"engine" text NOT NULL,
	"engine_version" text NOT NULL,
	"server" text NOT NULL,
	"used_bytes" bigint NOT NULL,
	"limit_bytes" bigint,
	"connections" integer NOT NULL,
	"max_connections" integer NOT NULL,
	"backup_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosted_storage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"region" text NOT NULL,
	"used_bytes" bigint NOT NULL,
	"quota_bytes" bigint,
	"objects" integer,
	"egress_bytes" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aas_hardware" ADD CONSTRAINT "aas_hardware_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aas_hardware" ADD CONSTRAINT "aas_hardware_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aas_iaas_resources" ADD CONSTRAINT "aas_iaas_resources_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aas_iaas_resources" ADD CONSTRAINT "aas_iaas_resources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aas_network_devices" ADD CONSTRAINT "aas_network_devices_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aas_network_devices" ADD CONSTRAINT "aas_network_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aas_network_links" ADD CONSTRAINT "aas_network_links_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aas_network_links" ADD CONSTRAINT "aas_network_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_databases" ADD CONSTRAINT "hosted_databases_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_databases" ADD CONSTRAINT "hosted_databases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_storage" ADD CONSTRAINT "hosted_storage_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_storage" ADD CONSTRAINT "hosted_storage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aas_hardware_company_idx" ON "aas_hardware" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aas_iaas_resources_platform_ref_key" ON "aas_iaas_resources" USING btree ("platform_ref");--> statement-breakpoint
CREATE INDEX "aas_iaas_resources_company_idx" ON "aas_iaas_resources" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aas_network_devices_monitor_ref_key" ON "aas_network_devices" USING btree ("monitor_ref");--> statement-breakpoint
CREATE INDEX "aas_network_devices_company_idx" ON "aas_network_devices" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aas_network_links_monitor_ref_key" ON "aas_network_links" USING btree ("monitor_ref");--> statement-breakpoint
CREATE INDEX "aas_network_links_company_idx" ON "aas_network_links" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "hosted_databases_company_idx" ON "hosted_databases" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "hosted_storage_company_idx" ON "hosted_storage" USING btree ("company_id");