ALTER TABLE "cart_items" ADD COLUMN "domain" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "domain" jsonb;