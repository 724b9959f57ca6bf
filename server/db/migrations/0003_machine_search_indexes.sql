CREATE INDEX "vending_machines_name_trgm_idx" ON "vending_machines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vending_machines_code_trgm_idx" ON "vending_machines" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vending_machines_location_trgm_idx" ON "vending_machines" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vending_machines_city_trgm_idx" ON "vending_machines" USING gin ("city" gin_trgm_ops);