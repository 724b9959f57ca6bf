ALTER TABLE "orders" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_gateway_unpaid_idx" ON "orders" USING btree ("company_id","created_at","id") WHERE "orders"."payment_status" = 1 and "orders"."payment_mode" <> 'CASH' and "orders"."payment_id" is null;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_no_order_idx" ON "payments" USING btree ("company_id","created_at","id") WHERE "payments"."order_id" is null;