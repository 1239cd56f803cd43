-- Issued billing documents are immutable (security.md 20): after issue only the life-cycle fields
-- (status, amounts paid and credited, sent time, the quote's conversion link) may change, and an
-- issued document can never be deleted. The PDF is rendered from the frozen snapshot and stored once. Lines of an issued document cannot change either.
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
    OR (OLD.pdf IS NOT NULL AND NEW.pdf IS DISTINCT FROM OLD.pdf)
    OR NEW.issued_at IS DISTINCT FROM OLD.issued_at
  ) THEN
    RAISE EXCEPTION 'issued document % is immutable', OLD.number USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER documents_guard BEFORE UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION document_lines_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_status text;
BEGIN
  SELECT status INTO parent_status FROM documents WHERE id = COALESCE(NEW.document_id, OLD.document_id);
  IF parent_status IS NOT NULL AND parent_status <> 'draft' THEN
    RAISE EXCEPTION 'lines of an issued document are immutable' USING ERRCODE = 'check_violation';
  END IF;
  RETURN COALESCE(NEW, OLD);
END;
$$;
--> statement-breakpoint
CREATE TRIGGER document_lines_guard BEFORE INSERT OR UPDATE OR DELETE ON document_lines
  FOR EACH ROW EXECUTE FUNCTION document_lines_guard();
