CREATE INDEX "vm_slots_product_idx" ON "vm_slots" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "warehouse_orders_parent_idx" ON "warehouse_orders" USING btree ("parent_order_id");