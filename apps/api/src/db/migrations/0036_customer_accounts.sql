CREATE TABLE "account_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "account_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"document_id" uuid,
	"source_document_id" uuid,
	"payment_id" uuid,
	"reverses_id" uuid,
	"booked_on" date NOT NULL,
	"reference" text,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"credit_minor" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_accounts_key" UNIQUE("issuer_id","customer_id","currency"),
	CONSTRAINT "customer_accounts_credit_not_negative" CHECK ("customer_accounts"."credit_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "document_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "apply_credit_automatically" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversed_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_source_document_id_documents_id_fk" FOREIGN KEY ("source_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_issuer_id_companies_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_entries_account_idx" ON "account_entries" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "account_entries_document_idx" ON "account_entries" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "account_entries_payment_idx" ON "account_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "account_entries_reverses_idx" ON "account_entries" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "customer_accounts_customer_idx" ON "customer_accounts" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id");--> statement-breakpoint

ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0);
--> statement-breakpoint
-- The customer account (decision 0029): the ledger is built from the documents and payments there are,
-- in the order they happened. A payment or credit note pays its invoice up to the balance and the rest
-- becomes credit, so an overpaid invoice (balance below zero before) now owes nothing and its customer
-- has the difference as credit. Credit is not applied here; the next posting of the account applies it.
INSERT INTO "customer_accounts" ("issuer_id", "customer_id", "currency")
  SELECT DISTINCT "issuer_id", "customer_id", "currency" FROM "documents"
  WHERE "status" <> 'draft' AND "kind" IN ('invoice', 'credit_note')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "payments" p SET "account_id" = a."id"
  FROM "documents" d JOIN "customer_accounts" a
    ON a."issuer_id" = d."issuer_id" AND a."customer_id" = d."customer_id" AND a."currency" = d."currency"
  WHERE d."id" = p."document_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
DO $$
DECLARE
  ev record;
  acc uuid;
  target uuid;
  amt bigint;
  bal bigint;
  x bigint;
BEGIN
  UPDATE documents SET paid_minor = 0, credited_minor = 0 WHERE kind = 'invoice' AND status <> 'draft';
  FOR ev IN
    SELECT 'doc' AS src, d.id, d.kind, d.original_id, d.total_minor AS amount,
        coalesce(d.issue_date, d.created_at::date) AS booked_on, coalesce(d.issued_at, d.created_at) AS at,
        d.issuer_id, d.customer_id, d.currency, NULL::uuid AS payment_id, NULL::text AS reference, NULL::uuid AS created_by
      FROM documents d WHERE d.status <> 'draft' AND d.kind IN ('invoice', 'credit_note')
    UNION ALL
    SELECT 'payment', d.id, 'payment', NULL, p.amount_minor, p.paid_on, p.created_at,
        d.issuer_id, d.customer_id, d.currency, p.id, p.reference, p.created_by
      FROM payments p JOIN documents d ON d.id = p.document_id
    ORDER BY at, src, id
  LOOP
    SELECT a.id INTO acc FROM customer_accounts a
      WHERE a.issuer_id = ev.issuer_id AND a.customer_id = ev.customer_id AND a.currency = ev.currency;
    IF ev.kind = 'invoice' THEN
      INSERT INTO account_entries (account_id, kind, amount_minor, document_id, source_document_id, booked_on, created_at)
        VALUES (acc, 'invoice', ev.amount, ev.id, ev.id, ev.booked_on, ev.at);
      CONTINUE;
    END IF;
    IF ev.kind = 'credit_note' THEN
      amt := -ev.amount;
      target := ev.original_id;
    ELSE
      amt := ev.amount;
      target := ev.id;
    END IF;
    SELECT greatest(total_minor - paid_minor - credited_minor, 0) INTO bal FROM documents WHERE id = target AND kind = 'invoice';
    x := least(amt, coalesce(bal, 0));
    IF x > 0 THEN
      INSERT INTO account_entries (account_id, kind, amount_minor, document_id, source_document_id, payment_id, booked_on, reference, created_by, created_at)
        VALUES (acc, ev.kind, -x, target, CASE WHEN ev.kind = 'credit_note' THEN ev.id END, ev.payment_id, ev.booked_on, ev.reference, ev.created_by, ev.at);
      IF ev.kind = 'credit_note' THEN
        UPDATE documents SET credited_minor = credited_minor + x WHERE id = target;
      ELSE
        UPDATE documents SET paid_minor = paid_minor + x WHERE id = target;
      END IF;
    END IF;
    IF amt - x > 0 THEN
      INSERT INTO account_entries (account_id, kind, amount_minor, document_id, source_document_id, payment_id, booked_on, reference, created_by, created_at)
        VALUES (acc, ev.kind, -(amt - x), NULL, CASE WHEN ev.kind = 'credit_note' THEN ev.id END, ev.payment_id, ev.booked_on, ev.reference, ev.created_by, ev.at);
      UPDATE customer_accounts SET credit_minor = credit_minor + (amt - x) WHERE id = acc;
    END IF;
  END LOOP;
  UPDATE documents SET status = CASE
      WHEN total_minor - paid_minor - credited_minor <= 0 AND total_minor > 0
        THEN CASE WHEN credited_minor > 0 AND credited_minor >= paid_minor THEN 'credited' ELSE 'paid' END
      WHEN paid_minor > 0 THEN 'partially_paid'
      WHEN sent_at IS NOT NULL THEN 'sent'
      ELSE 'issued' END
    WHERE kind = 'invoice' AND status IN ('issued', 'sent', 'partially_paid', 'paid', 'credited');
END $$;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_balance_in_range" CHECK ("documents"."paid_minor" >= 0 and "documents"."credited_minor" >= 0 and ("documents"."kind" <> 'invoice' or "documents"."paid_minor" + "documents"."credited_minor" <= greatest("documents"."total_minor", 0)));
