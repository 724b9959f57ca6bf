ALTER TABLE "orders" ADD COLUMN "channel" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "third_party_sales" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_sales" ADD CONSTRAINT "third_party_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_channel_created_idx" ON "orders" USING btree ("company_id","channel","created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" in (1, 2, 3));