ALTER TABLE "warehouse_orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(order_id || chr(10) || coalesce(destination_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "warehouse_orders_source_store_idx" ON "warehouse_orders" USING btree ("source_store_id");--> statement-breakpoint
CREATE INDEX "warehouse_orders_destination_store_idx" ON "warehouse_orders" USING btree ("destination_store_id");--> statement-breakpoint
CREATE INDEX "warehouse_orders_search_trgm_idx" ON "warehouse_orders" USING gin ("search_text" gin_trgm_ops);