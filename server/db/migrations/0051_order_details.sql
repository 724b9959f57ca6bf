ALTER TABLE "warehouse_orders" ADD COLUMN "payment_mode" text;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "schedule_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "order_expiry" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "invoice_no" text;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "invoice_date" text;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "total_cost" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: an existing order's total cost is its lines' units × each product's MRP, as a new order's is.
UPDATE "warehouse_orders" o SET "total_cost" = coalesce((SELECT sum(i."stock" * p."mrp") FROM "warehouse_order_items" i JOIN "products" p ON p."id" = i."product_id" WHERE i."order_id" = o."id"), 0);
