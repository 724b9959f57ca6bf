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
CREATE TABLE "refill_plan_orders" (
	"refill_plan_id" integer PRIMARY KEY NOT NULL,
	"tally_id" integer,
	"cash_collection_id" integer,
	"collection_step" integer
);
--> statement-breakpoint
ALTER TABLE "refill_return_orders" ADD COLUMN "dispatched_by" integer;--> statement-breakpoint
ALTER TABLE "refill_return_orders" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kit_transfer_plans" ADD CONSTRAINT "kit_transfer_plans_warehouse_order_id_warehouse_orders_id_fk" FOREIGN KEY ("warehouse_order_id") REFERENCES "public"."warehouse_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_transfer_plans" ADD CONSTRAINT "kit_transfer_plans_refill_plan_id_refill_plans_id_fk" FOREIGN KEY ("refill_plan_id") REFERENCES "public"."refill_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_transfers" ADD CONSTRAINT "kit_transfers_warehouse_order_id_warehouse_orders_id_fk" FOREIGN KEY ("warehouse_order_id") REFERENCES "public"."warehouse_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_transfers" ADD CONSTRAINT "kit_transfers_refill_partner_id_refill_partners_id_fk" FOREIGN KEY ("refill_partner_id") REFERENCES "public"."refill_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_orders" ADD CONSTRAINT "refill_plan_orders_refill_plan_id_refill_plans_id_fk" FOREIGN KEY ("refill_plan_id") REFERENCES "public"."refill_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_orders" ADD CONSTRAINT "refill_plan_orders_tally_id_tally_inventories_id_fk" FOREIGN KEY ("tally_id") REFERENCES "public"."tally_inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_orders" ADD CONSTRAINT "refill_plan_orders_cash_collection_id_cash_collections_id_fk" FOREIGN KEY ("cash_collection_id") REFERENCES "public"."cash_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kit_transfer_plans_plan_idx" ON "kit_transfer_plans" USING btree ("refill_plan_id");--> statement-breakpoint
CREATE INDEX "refill_plan_orders_tally_idx" ON "refill_plan_orders" USING btree ("tally_id");--> statement-breakpoint
CREATE INDEX "refill_plan_orders_cash_idx" ON "refill_plan_orders" USING btree ("cash_collection_id");--> statement-breakpoint
ALTER TABLE "refill_return_orders" ADD CONSTRAINT "refill_return_orders_dispatched_by_users_id_fk" FOREIGN KEY ("dispatched_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;