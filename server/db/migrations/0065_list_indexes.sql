CREATE INDEX "machine_stock_totals_product_idx" ON "machine_stock_totals" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "vending_machines_zone_idx" ON "vending_machines" USING btree ("zone_id","company_id","franchise_id") WHERE "vending_machines"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "warehouse_stock_product_idx" ON "warehouse_stock" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_feedback_recent_idx" ON "product_feedback" USING btree ("company_id","created_at",('product-' || "id"));--> statement-breakpoint
CREATE INDEX "vm_feedback_recent_idx" ON "vm_feedback" USING btree ("company_id","created_at",('vm-' || "id"));