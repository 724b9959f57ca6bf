CREATE TABLE "device_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"channel" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"applied" jsonb NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"coupon_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"payment_outcome" text,
	"paid_amount" numeric(12, 2),
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_carts" ADD CONSTRAINT "device_carts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_carts" ADD CONSTRAINT "device_carts_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_carts" ADD CONSTRAINT "device_carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_carts" ADD CONSTRAINT "device_carts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_carts_cart_id_key" ON "device_carts" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "device_carts_machine_idx" ON "device_carts" USING btree ("vending_machine_id","created_at");