DROP INDEX "vending_machines_name_trgm_idx";--> statement-breakpoint
DROP INDEX "vending_machines_code_trgm_idx";--> statement-breakpoint
DROP INDEX "vending_machines_location_trgm_idx";--> statement-breakpoint
DROP INDEX "vending_machines_city_trgm_idx";--> statement-breakpoint
ALTER TABLE "vending_machines" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(10) || code || chr(10) || location || chr(10) || city)) STORED;--> statement-breakpoint
CREATE INDEX "vending_machines_search_trgm_idx" ON "vending_machines" USING gin ("search_text" gin_trgm_ops);