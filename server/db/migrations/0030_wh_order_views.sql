ALTER TABLE "warehouse_order_items" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "order_type" text;