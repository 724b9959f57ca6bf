CREATE TABLE "supplier_product_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"selling_price" numeric(12, 2) NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"price_per_quantity" numeric(12, 2) NOT NULL,
	CONSTRAINT "supplier_product_terms_min_quantity_positive" CHECK ("supplier_product_terms"."min_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"contact_person_name" text DEFAULT '' NOT NULL,
	"email_id" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"shipping_address" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"ifsc_code" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_product_terms" ADD CONSTRAINT "supplier_product_terms_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_terms" ADD CONSTRAINT "supplier_product_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_product_terms_supplier_product_key" ON "supplier_product_terms" USING btree ("supplier_id","product_id");--> statement-breakpoint
CREATE INDEX "supplier_product_terms_product_idx" ON "supplier_product_terms" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "suppliers_company_created_idx" ON "suppliers" USING btree ("company_id","created_at");