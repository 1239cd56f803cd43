-- Search over number, name, e-mail, VAT id and city with a trigram index, so that a selective
-- search stays fast on a large customer base (ILIKE '%term%' uses it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_search_text(number integer, name text, email text, vat text, city text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(coalesce(number::text, '') || ' ' || name || ' ' || coalesce(email, '') || ' ' || coalesce(vat, '') || ' ' || coalesce(city, ''))
$$;
--> statement-breakpoint
CREATE INDEX companies_search_trgm_idx ON companies
  USING gin (company_search_text(number, name, billing_email, vat_id, address_city) gin_trgm_ops);
--> statement-breakpoint
-- Keyset pagination walks these in order: (sort value, id) per kind.
CREATE INDEX companies_kind_lower_name_idx ON companies (kind, lower(name), id);
--> statement-breakpoint
CREATE INDEX companies_kind_city_idx ON companies (kind, lower(coalesce(address_city, '')), id);
