ALTER TABLE "cart_items" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "terms_en" text;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "terms_nl" text;