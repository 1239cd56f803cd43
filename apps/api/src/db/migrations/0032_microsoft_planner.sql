CREATE TABLE "microsoft_planned_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"user_principal_name" text NOT NULL,
	"sku_id" text NOT NULL,
	"action" text NOT NULL,
	"run_on" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outcome" jsonb,
	"failure" jsonb,
	"planned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "microsoft_planner_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"buy_missing" boolean DEFAULT false NOT NULL,
	"release_seats" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microsoft_planned_changes" ADD CONSTRAINT "microsoft_planned_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_planned_changes" ADD CONSTRAINT "microsoft_planned_changes_tenant_id_microsoft_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."microsoft_tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_planned_changes" ADD CONSTRAINT "microsoft_planned_changes_planned_by_users_id_fk" FOREIGN KEY ("planned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_planner_policies" ADD CONSTRAINT "microsoft_planner_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_planner_policies" ADD CONSTRAINT "microsoft_planner_policies_tenant_id_microsoft_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."microsoft_tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_planner_policies" ADD CONSTRAINT "microsoft_planner_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "microsoft_planned_changes_due_idx" ON "microsoft_planned_changes" USING btree ("due_at") WHERE status in ('planned', 'running');--> statement-breakpoint
CREATE INDEX "microsoft_planned_changes_tenant_idx" ON "microsoft_planned_changes" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "microsoft_planned_changes_company_idx" ON "microsoft_planned_changes" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "microsoft_planner_policies_tenant_key" ON "microsoft_planner_policies" USING btree ("tenant_id");