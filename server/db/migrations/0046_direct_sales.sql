CREATE TABLE "direct_sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direct_sales" (
	"sale_order_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"source" text NOT NULL,
	"warehouse_id" integer,
	"store_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "direct_sale_lines" ADD CONSTRAINT "direct_sale_lines_sale_order_id_cash_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."cash_sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_sale_lines" ADD CONSTRAINT "direct_sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_sales" ADD CONSTRAINT "direct_sales_sale_order_id_cash_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."cash_sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_sales" ADD CONSTRAINT "direct_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_sales" ADD CONSTRAINT "direct_sales_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_sales" ADD CONSTRAINT "direct_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_sales" ADD CONSTRAINT "direct_sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_sale_lines_sale_idx" ON "direct_sale_lines" USING btree ("sale_order_id");