-- Hand-written (issue 55, "History partitioned"): orders and order lines partitioned by UTC month of
-- created_at, with the functions of 0062_partition_history. A line takes its order's created_at.
-- Foreign keys naming an order or a line by id alone cannot reference a partitioned table (its
-- keys hold created_at): they are dropped; docs/decisions.md says how integrity is kept.
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "product_feedback" DROP CONSTRAINT "product_feedback_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "vm_feedback" DROP CONSTRAINT "vm_feedback_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_order_line_id_order_lines_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "third_party_sales" DROP CONSTRAINT "third_party_sales_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "device_carts" DROP CONSTRAINT "device_carts_order_id_orders_id_fk";
--> statement-breakpoint
-- A unique index must hold the partition key; order_id (its day and id) stays unique by making.
DROP INDEX "orders_order_id_key";
--> statement-breakpoint
SELECT history_partition_table('orders', 'created_at');
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_key" ON "orders" USING btree ("order_id","created_at");
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "order_lines" SET "created_at" = "orders"."created_at" FROM "orders" WHERE "orders"."id" = "order_lines"."order_id";
--> statement-breakpoint
-- A line whose order is gone (none should be: the foreign key held until now) keeps a time.
UPDATE "order_lines" SET "created_at" = now() WHERE "created_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "created_at" SET DEFAULT now();
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "created_at" SET NOT NULL;
--> statement-breakpoint
SELECT history_partition_table('order_lines', 'created_at');
