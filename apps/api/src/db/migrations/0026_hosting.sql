CREATE TABLE "hosting_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"service_id" uuid,
	"cart_item_id" uuid,
	"panel" text NOT NULL,
	"username" text NOT NULL,
	"domain" text NOT NULL,
	"package" text NOT NULL,
	"status" text NOT NULL,
	"task_id" text,
	"error" text,
	"disk_alert" integer DEFAULT 0 NOT NULL,
	"traffic_alert" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_sandbox_accounts" (
	"username" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"email" text NOT NULL,
	"package" text NOT NULL,
	"suspended_reason" text,
	"password_changed_at" timestamp with time zone NOT NULL,
	"disk_start_bytes" bigint NOT NULL,
	"disk_per_day_bytes" bigint NOT NULL,
	"traffic_per_day_bytes" bigint NOT NULL,
	"login_key" text,
	"login_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_sandbox_packages" (
	"name" text PRIMARY KEY NOT NULL,
	"disk_bytes" bigint,
	"traffic_bytes" bigint,
	"domains" integer,
	"mailboxes" integer,
	"databases" integer
);
--> statement-breakpoint
CREATE TABLE "hosting_sandbox_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"ready_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_usage_days" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"disk_bytes" bigint NOT NULL,
	"traffic_bytes" bigint NOT NULL,
	"disk_limit_bytes" bigint,
	"traffic_limit_bytes" bigint,
	CONSTRAINT "hosting_usage_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "hosting_accounts" ADD CONSTRAINT "hosting_accounts_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_accounts" ADD CONSTRAINT "hosting_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_accounts" ADD CONSTRAINT "hosting_accounts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_usage_days" ADD CONSTRAINT "hosting_usage_days_account_id_hosting_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."hosting_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_accounts_panel_username_key" ON "hosting_accounts" USING btree ("panel","username");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_accounts_service_key" ON "hosting_accounts" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "hosting_accounts_company_idx" ON "hosting_accounts" USING btree ("company_id");