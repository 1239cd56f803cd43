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
ALTER TABLE "mobile_sim_tasks" ADD CONSTRAINT "mobile_sim_tasks_sim_id_mobile_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."mobile_sims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_sim_usage" ADD CONSTRAINT "mobile_sim_usage_sim_id_mobile_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."mobile_sims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_sims" ADD CONSTRAINT "mobile_sims_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_sims" ADD CONSTRAINT "mobile_sims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobile_sim_tasks_sim_idx" ON "mobile_sim_tasks" USING btree ("sim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_sim_tasks_pending_key" ON "mobile_sim_tasks" USING btree ("sim_id") WHERE "mobile_sim_tasks"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_sim_usage_month_key" ON "mobile_sim_usage" USING btree ("sim_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_sims_iccid_key" ON "mobile_sims" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "mobile_sims_company_idx" ON "mobile_sims" USING btree ("company_id");