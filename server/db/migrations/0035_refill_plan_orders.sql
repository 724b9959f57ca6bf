CREATE TABLE "refill_plan_orders" (
	"refill_plan_id" integer PRIMARY KEY NOT NULL,
	"tally_id" integer,
	"cash_collection_id" integer,
	"collection_step" integer
);
--> statement-breakpoint
ALTER TABLE "refill_plan_orders" ADD CONSTRAINT "refill_plan_orders_refill_plan_id_refill_plans_id_fk" FOREIGN KEY ("refill_plan_id") REFERENCES "public"."refill_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_orders" ADD CONSTRAINT "refill_plan_orders_tally_id_tally_inventories_id_fk" FOREIGN KEY ("tally_id") REFERENCES "public"."tally_inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_orders" ADD CONSTRAINT "refill_plan_orders_cash_collection_id_cash_collections_id_fk" FOREIGN KEY ("cash_collection_id") REFERENCES "public"."cash_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refill_plan_orders_tally_idx" ON "refill_plan_orders" USING btree ("tally_id");--> statement-breakpoint
CREATE INDEX "refill_plan_orders_cash_idx" ON "refill_plan_orders" USING btree ("cash_collection_id");