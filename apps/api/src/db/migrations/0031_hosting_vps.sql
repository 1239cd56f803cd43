CREATE TABLE "dedicated_servers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"service_id" uuid,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"cpu" text NOT NULL,
	"cores" integer NOT NULL,
	"memory_bytes" bigint NOT NULL,
	"disks" text[] DEFAULT '{}' NOT NULL,
	"location" text NOT NULL,
	"ip_addresses" text[] DEFAULT '{}' NOT NULL,
	"power" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vps_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"service_id" uuid,
	"platform" text NOT NULL,
	"node" text,
	"vmid" integer,
	"name" text NOT NULL,
	"plan" text NOT NULL,
	"cores" integer NOT NULL,
	"memory_bytes" bigint NOT NULL,
	"disk_bytes" bigint NOT NULL,
	"template" text NOT NULL,
	"ip_addresses" text[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"power" text DEFAULT 'unknown' NOT NULL,
	"task_id" text,
	"error" text,
	"traffic_limit_bytes" bigint,
	"traffic_alert" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vps_sandbox_tasks" (
	"upid" text PRIMARY KEY NOT NULL,
	"node" text NOT NULL,
	"vmid" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"exitstatus" text,
	"ready_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vps_sandbox_vms" (
	"node" text NOT NULL,
	"vmid" integer NOT NULL,
	"name" text NOT NULL,
	"cores" integer NOT NULL,
	"memory_mib" integer NOT NULL,
	"disk_gib" integer NOT NULL,
	"template" text NOT NULL,
	"ip_addresses" text[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone,
	"in_rate" real NOT NULL,
	"out_rate" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vps_sandbox_vms_node_vmid_pk" PRIMARY KEY("node","vmid")
);
--> statement-breakpoint
CREATE TABLE "vps_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vps_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"action" text NOT NULL,
	"upid" text,
	"status" text NOT NULL,
	"progress" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vps_traffic_samples" (
	"vps_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"sampled_at" timestamp with time zone NOT NULL,
	"netin" bigint NOT NULL,
	"netout" bigint NOT NULL,
	"uptime" integer NOT NULL,
	CONSTRAINT "vps_traffic_samples_vps_id_hour_pk" PRIMARY KEY("vps_id","hour")
);
--> statement-breakpoint
ALTER TABLE "dedicated_servers" ADD CONSTRAINT "dedicated_servers_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedicated_servers" ADD CONSTRAINT "dedicated_servers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedicated_servers" ADD CONSTRAINT "dedicated_servers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vps_instances" ADD CONSTRAINT "vps_instances_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vps_instances" ADD CONSTRAINT "vps_instances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vps_instances" ADD CONSTRAINT "vps_instances_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vps_tasks" ADD CONSTRAINT "vps_tasks_vps_id_vps_instances_id_fk" FOREIGN KEY ("vps_id") REFERENCES "public"."vps_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vps_tasks" ADD CONSTRAINT "vps_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vps_traffic_samples" ADD CONSTRAINT "vps_traffic_samples_vps_id_vps_instances_id_fk" FOREIGN KEY ("vps_id") REFERENCES "public"."vps_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dedicated_servers_company_idx" ON "dedicated_servers" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vps_instances_service_key" ON "vps_instances" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vps_instances_platform_vm_key" ON "vps_instances" USING btree ("platform","node","vmid");--> statement-breakpoint
CREATE INDEX "vps_instances_company_idx" ON "vps_instances" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "vps_tasks_vps_idx" ON "vps_tasks" USING btree ("vps_id","created_at");