CREATE TABLE "negative_item_machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"negative_item_id" integer NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negative_item_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"negative_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negative_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'Internal' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platform_machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_restricted_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"source_type" text DEFAULT 'Internal' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "third_party_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"franchise_id" integer,
	"platform_id" integer NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"external_order_id" text NOT NULL,
	"items" integer NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "negative_item_machines" ADD CONSTRAINT "negative_item_machines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_item_machines" ADD CONSTRAINT "negative_item_machines_negative_item_id_negative_items_id_fk" FOREIGN KEY ("negative_item_id") REFERENCES "public"."negative_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_item_machines" ADD CONSTRAINT "negative_item_machines_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_item_products" ADD CONSTRAINT "negative_item_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_item_products" ADD CONSTRAINT "negative_item_products_negative_item_id_negative_items_id_fk" FOREIGN KEY ("negative_item_id") REFERENCES "public"."negative_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_item_products" ADD CONSTRAINT "negative_item_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_items" ADD CONSTRAINT "negative_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_machines" ADD CONSTRAINT "platform_machines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_machines" ADD CONSTRAINT "platform_machines_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_machines" ADD CONSTRAINT "platform_machines_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_restricted_products" ADD CONSTRAINT "platform_restricted_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_restricted_products" ADD CONSTRAINT "platform_restricted_products_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_restricted_products" ADD CONSTRAINT "platform_restricted_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platforms" ADD CONSTRAINT "platforms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_sales" ADD CONSTRAINT "third_party_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_sales" ADD CONSTRAINT "third_party_sales_franchise_id_franchises_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."franchises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_sales" ADD CONSTRAINT "third_party_sales_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_sales" ADD CONSTRAINT "third_party_sales_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "negative_item_machines_pair" ON "negative_item_machines" USING btree ("negative_item_id","vending_machine_id");--> statement-breakpoint
CREATE INDEX "negative_item_machines_machine" ON "negative_item_machines" USING btree ("vending_machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "negative_item_products_pair" ON "negative_item_products" USING btree ("negative_item_id","product_id");--> statement-breakpoint
CREATE INDEX "negative_item_products_product" ON "negative_item_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "negative_items_company_created_idx" ON "negative_items" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_machines_pair" ON "platform_machines" USING btree ("platform_id","vending_machine_id");--> statement-breakpoint
CREATE INDEX "platform_machines_machine" ON "platform_machines" USING btree ("vending_machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_restricted_products_pair" ON "platform_restricted_products" USING btree ("platform_id","product_id");--> statement-breakpoint
CREATE INDEX "platform_restricted_products_product" ON "platform_restricted_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "platforms_company_created_idx" ON "platforms" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_sales_ref" ON "third_party_sales" USING btree ("platform_id","external_order_id");--> statement-breakpoint
CREATE INDEX "third_party_sales_company_created_idx" ON "third_party_sales" USING btree ("company_id","created_at","id");