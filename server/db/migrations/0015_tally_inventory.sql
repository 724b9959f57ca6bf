CREATE TABLE "tally_inventories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"increased" integer DEFAULT 0 NOT NULL,
	"decreased" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"no_change" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"submitted_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tally_inventory_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"tally_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"counted" integer NOT NULL,
	"old_stock" integer,
	"adjusted" integer,
	"result" text,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "tally_inventory_lines_counted_not_negative" CHECK ("tally_inventory_lines"."counted" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tally_inventories" ADD CONSTRAINT "tally_inventories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tally_inventories" ADD CONSTRAINT "tally_inventories_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tally_inventories" ADD CONSTRAINT "tally_inventories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tally_inventory_lines" ADD CONSTRAINT "tally_inventory_lines_tally_id_tally_inventories_id_fk" FOREIGN KEY ("tally_id") REFERENCES "public"."tally_inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tally_inventory_lines" ADD CONSTRAINT "tally_inventory_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tally_inventories_company_created_idx" ON "tally_inventories" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "tally_inventories_warehouse_idx" ON "tally_inventories" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tally_inventory_lines_tally_product_key" ON "tally_inventory_lines" USING btree ("tally_id","product_id");