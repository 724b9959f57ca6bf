CREATE TABLE "kit_transfer_plans" (
	"warehouse_order_id" integer NOT NULL,
	"refill_plan_id" integer NOT NULL,
	CONSTRAINT "kit_transfer_plans_warehouse_order_id_refill_plan_id_pk" PRIMARY KEY("warehouse_order_id","refill_plan_id")
);
--> statement-breakpoint
CREATE TABLE "kit_transfers" (
	"warehouse_order_id" integer PRIMARY KEY NOT NULL,
	"refill_partner_id" integer
);
--> statement-breakpoint
ALTER TABLE "kit_transfer_plans" ADD CONSTRAINT "kit_transfer_plans_warehouse_order_id_warehouse_orders_id_fk" FOREIGN KEY ("warehouse_order_id") REFERENCES "public"."warehouse_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_transfer_plans" ADD CONSTRAINT "kit_transfer_plans_refill_plan_id_refill_plans_id_fk" FOREIGN KEY ("refill_plan_id") REFERENCES "public"."refill_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_transfers" ADD CONSTRAINT "kit_transfers_warehouse_order_id_warehouse_orders_id_fk" FOREIGN KEY ("warehouse_order_id") REFERENCES "public"."warehouse_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_transfers" ADD CONSTRAINT "kit_transfers_refill_partner_id_refill_partners_id_fk" FOREIGN KEY ("refill_partner_id") REFERENCES "public"."refill_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kit_transfer_plans_plan_idx" ON "kit_transfer_plans" USING btree ("refill_plan_id");