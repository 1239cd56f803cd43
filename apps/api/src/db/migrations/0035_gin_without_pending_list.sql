-- GIN indexes without a pending list (fastupdate off): new entries go straight into the index. With a
-- pending list every search scans it until a vacuum flushes it, and PGlite has no autovacuum, so the
-- header search and the visibility filter slowed down as customers and tickets were added. The entries
-- pending now are moved into the index once. (Altered, not rebuilt: the snapshot says the same.)
ALTER INDEX "tickets_subject_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "companies_lineage_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "companies_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('tickets_subject_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('companies_lineage_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('companies_search_trgm_idx'::regclass);
