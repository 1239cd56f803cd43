CREATE TABLE "idp_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"user_agent" text,
	"ip" text,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_sign_ins_grant_id_unique" UNIQUE("grant_id")
);
--> statement-breakpoint
ALTER TABLE "idp_sign_ins" ADD CONSTRAINT "idp_sign_ins_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_sign_ins_account_idx" ON "idp_sign_ins" USING btree ("account_id");