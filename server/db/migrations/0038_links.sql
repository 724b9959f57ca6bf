CREATE TABLE "refill_partner_app_settings" (
	"refill_partner_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"permission_ids" integer[] DEFAULT '{}' NOT NULL,
	"notification_types" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refill_partner_machine_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"refill_partner_id" integer NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refill_partner_warehouse_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"refill_partner_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"view" boolean DEFAULT true NOT NULL,
	"request_order" boolean DEFAULT true NOT NULL,
	"transfer_order" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_manager_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"view" boolean DEFAULT true NOT NULL,
	"request_order" boolean DEFAULT true NOT NULL,
	"modify" boolean DEFAULT true NOT NULL,
	"transfer_order" boolean DEFAULT true NOT NULL,
	"purchase_order" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refill_partner_app_settings" ADD CONSTRAINT "refill_partner_app_settings_refill_partner_id_refill_partners_id_fk" FOREIGN KEY ("refill_partner_id") REFERENCES "public"."refill_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_partner_app_settings" ADD CONSTRAINT "refill_partner_app_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_partner_machine_links" ADD CONSTRAINT "refill_partner_machine_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_partner_machine_links" ADD CONSTRAINT "refill_partner_machine_links_refill_partner_id_refill_partners_id_fk" FOREIGN KEY ("refill_partner_id") REFERENCES "public"."refill_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_partner_machine_links" ADD CONSTRAINT "refill_partner_machine_links_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_partner_warehouse_links" ADD CONSTRAINT "refill_partner_warehouse_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_partner_warehouse_links" ADD CONSTRAINT "refill_partner_warehouse_links_refill_partner_id_refill_partners_id_fk" FOREIGN KEY ("refill_partner_id") REFERENCES "public"."refill_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_partner_warehouse_links" ADD CONSTRAINT "refill_partner_warehouse_links_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_manager_links" ADD CONSTRAINT "warehouse_manager_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_manager_links" ADD CONSTRAINT "warehouse_manager_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_manager_links" ADD CONSTRAINT "warehouse_manager_links_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refill_partner_machine_links_pair" ON "refill_partner_machine_links" USING btree ("refill_partner_id","vending_machine_id");--> statement-breakpoint
CREATE INDEX "refill_partner_machine_links_machine" ON "refill_partner_machine_links" USING btree ("vending_machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refill_partner_warehouse_links_pair" ON "refill_partner_warehouse_links" USING btree ("refill_partner_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "refill_partner_warehouse_links_warehouse" ON "refill_partner_warehouse_links" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_manager_links_pair" ON "warehouse_manager_links" USING btree ("user_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_manager_links_warehouse" ON "warehouse_manager_links" USING btree ("warehouse_id");