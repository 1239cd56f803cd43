ALTER TABLE "documents" ADD COLUMN "pdf_key" text;
--> statement-breakpoint
-- Issued PDFs move to the file store (issue 9 item 4). The bytes move at start-up (billing/pdfFiles.service.ts),
-- which a migration cannot do for S3; the guard lets pdf_key be set once and the legacy column be cleared with it.
CREATE OR REPLACE FUNCTION documents_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'draft' THEN
      RAISE EXCEPTION 'issued document % cannot be deleted', OLD.number USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'draft' AND (
    NEW.status = 'draft'
    OR NEW.kind IS DISTINCT FROM OLD.kind
    OR NEW.issuer_id IS DISTINCT FROM OLD.issuer_id
    OR NEW.customer_id IS DISTINCT FROM OLD.customer_id
    OR NEW.number IS DISTINCT FROM OLD.number
    OR NEW.sequence IS DISTINCT FROM OLD.sequence
    OR NEW.period IS DISTINCT FROM OLD.period
    OR NEW.currency IS DISTINCT FROM OLD.currency
    OR NEW.eur_rate IS DISTINCT FROM OLD.eur_rate
    OR NEW.language IS DISTINCT FROM OLD.language
    OR NEW.issue_date IS DISTINCT FROM OLD.issue_date
    OR NEW.due_date IS DISTINCT FROM OLD.due_date
    OR NEW.supply_date IS DISTINCT FROM OLD.supply_date
    OR NEW.valid_until IS DISTINCT FROM OLD.valid_until
    OR NEW.notes IS DISTINCT FROM OLD.notes
    OR NEW.reverse_charge IS DISTINCT FROM OLD.reverse_charge
    OR NEW.customer_snapshot IS DISTINCT FROM OLD.customer_snapshot
    OR NEW.issuer_snapshot IS DISTINCT FROM OLD.issuer_snapshot
    OR NEW.subtotal_minor IS DISTINCT FROM OLD.subtotal_minor
    OR NEW.vat_minor IS DISTINCT FROM OLD.vat_minor
    OR NEW.total_minor IS DISTINCT FROM OLD.total_minor
    OR NEW.vat_breakdown IS DISTINCT FROM OLD.vat_breakdown
    OR NEW.original_id IS DISTINCT FROM OLD.original_id
    OR NEW.quote_id IS DISTINCT FROM OLD.quote_id
    -- the legacy base64 PDF may only be cleared when it moves to the file store (pdf_key set with it)
    OR (OLD.pdf IS NOT NULL AND NEW.pdf IS DISTINCT FROM OLD.pdf AND NOT (NEW.pdf IS NULL AND NEW.pdf_key IS NOT NULL))
    -- the stored PDF's key is set once and never changes
    OR (OLD.pdf_key IS NOT NULL AND NEW.pdf_key IS DISTINCT FROM OLD.pdf_key)
    OR NEW.issued_at IS DISTINCT FROM OLD.issued_at
  ) THEN
    RAISE EXCEPTION 'issued document % is immutable', OLD.number USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
