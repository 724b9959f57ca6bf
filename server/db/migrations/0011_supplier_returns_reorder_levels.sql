ALTER TABLE "warehouse_orders" ADD COLUMN "destination_supplier_id" integer;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD COLUMN "reorder_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_destination_supplier_id_suppliers_id_fk" FOREIGN KEY ("destination_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_orders_destination_supplier_idx" ON "warehouse_orders" USING btree ("destination_supplier_id");--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_reorder_level_not_negative" CHECK ("warehouse_stock"."reorder_level" >= 0);