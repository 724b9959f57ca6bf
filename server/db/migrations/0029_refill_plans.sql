CREATE TABLE "refill_plan_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"refill_plan_id" integer NOT NULL,
	"vm_slot_id" integer NOT NULL,
	"coil" text NOT NULL,
	"product_id" integer NOT NULL,
	"current_product_id" integer,
	"current_quantity" integer DEFAULT 0 NOT NULL,
	"quantity_to_add" integer DEFAULT 0 NOT NULL,
	"runout_quantity" integer DEFAULT 0 NOT NULL,
	"expiry_date" date,
	"expired" boolean DEFAULT false NOT NULL,
	"loaded_quantity" integer,
	"removed_quantity" integer,
	CONSTRAINT "refill_plan_lines_quantities" CHECK ("refill_plan_lines"."quantity_to_add" >= 0 and "refill_plan_lines"."current_quantity" >= 0 and "refill_plan_lines"."runout_quantity" >= 0),
	CONSTRAINT "refill_plan_lines_loaded" CHECK ("refill_plan_lines"."loaded_quantity" is null or ("refill_plan_lines"."loaded_quantity" >= 0 and "refill_plan_lines"."loaded_quantity" <= "refill_plan_lines"."quantity_to_add"))
);
--> statement-breakpoint
CREATE TABLE "refill_plan_remarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"refill_plan_id" integer NOT NULL,
	"remark" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refill_plan_remarks_length" CHECK (char_length("refill_plan_remarks"."remark") between 1 and 250)
);
--> statement-breakpoint
CREATE TABLE "refill_return_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_order_id" integer NOT NULL,
	"coil" text NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "refill_return_order_lines_quantity_positive" CHECK ("refill_return_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "refill_return_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"return_order_id" text NOT NULL,
	"refill_plan_id" integer NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"warehouse_id" integer,
	"store_id" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refill_plans" ADD COLUMN "execution_status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD COLUMN "vehicle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "refill_plan_lines" ADD CONSTRAINT "refill_plan_lines_refill_plan_id_refill_plans_id_fk" FOREIGN KEY ("refill_plan_id") REFERENCES "public"."refill_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_lines" ADD CONSTRAINT "refill_plan_lines_vm_slot_id_vm_slots_id_fk" FOREIGN KEY ("vm_slot_id") REFERENCES "public"."vm_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_lines" ADD CONSTRAINT "refill_plan_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_lines" ADD CONSTRAINT "refill_plan_lines_current_product_id_products_id_fk" FOREIGN KEY ("current_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_remarks" ADD CONSTRAINT "refill_plan_remarks_refill_plan_id_refill_plans_id_fk" FOREIGN KEY ("refill_plan_id") REFERENCES "public"."refill_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_remarks" ADD CONSTRAINT "refill_plan_remarks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_return_order_lines" ADD CONSTRAINT "refill_return_order_lines_return_order_id_refill_return_orders_id_fk" FOREIGN KEY ("return_order_id") REFERENCES "public"."refill_return_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_return_order_lines" ADD CONSTRAINT "refill_return_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_return_orders" ADD CONSTRAINT "refill_return_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_return_orders" ADD CONSTRAINT "refill_return_orders_refill_plan_id_refill_plans_id_fk" FOREIGN KEY ("refill_plan_id") REFERENCES "public"."refill_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_return_orders" ADD CONSTRAINT "refill_return_orders_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_return_orders" ADD CONSTRAINT "refill_return_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_return_orders" ADD CONSTRAINT "refill_return_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_return_orders" ADD CONSTRAINT "refill_return_orders_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refill_plan_lines_plan_coil_key" ON "refill_plan_lines" USING btree ("refill_plan_id","coil");--> statement-breakpoint
CREATE INDEX "refill_plan_remarks_plan_idx" ON "refill_plan_remarks" USING btree ("refill_plan_id");--> statement-breakpoint
CREATE INDEX "refill_return_order_lines_order_idx" ON "refill_return_order_lines" USING btree ("return_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refill_return_orders_plan_key" ON "refill_return_orders" USING btree ("refill_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refill_return_orders_order_id_key" ON "refill_return_orders" USING btree ("company_id","return_order_id");--> statement-breakpoint
ALTER TABLE "refill_plans" ADD CONSTRAINT "refill_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;