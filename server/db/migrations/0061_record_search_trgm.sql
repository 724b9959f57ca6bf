CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cash_collections_order_id_trgm_idx" ON "cash_collections" USING gin ("order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refill_plans_plan_id_trgm_idx" ON "refill_plans" USING gin ("plan_id" gin_trgm_ops);