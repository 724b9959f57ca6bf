CREATE TABLE "vm_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"rows" integer NOT NULL,
	"columns" integer NOT NULL,
	"label_type" text DEFAULT 'NUMERIC' NOT NULL,
	"screen_inactivity_timeout" integer DEFAULT 0 NOT NULL,
	"cart_reset_timeout" integer DEFAULT 0 NOT NULL,
	"payment_timeout" integer DEFAULT 0 NOT NULL,
	"post_dispense_timeout" integer DEFAULT 0 NOT NULL,
	"unlock_time" integer DEFAULT 0 NOT NULL,
	"dispense_later_timeout" integer DEFAULT 0 NOT NULL,
	"dispense_cancellation_timeout" integer DEFAULT 0 NOT NULL,
	"containers" integer DEFAULT 1 NOT NULL,
	"entity_type" text DEFAULT 'COMPANY' NOT NULL,
	"entity_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "planogram_template_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"planogram_template_id" integer NOT NULL,
	"row" integer NOT NULL,
	"column" integer NOT NULL,
	"coil" text NOT NULL,
	"product_id" integer NOT NULL,
	"item_layout_max" integer NOT NULL,
	"par_level" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planogram_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"vm_template_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vm_templates" ADD CONSTRAINT "vm_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planogram_template_slots" ADD CONSTRAINT "planogram_template_slots_planogram_template_id_planogram_templates_id_fk" FOREIGN KEY ("planogram_template_id") REFERENCES "public"."planogram_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planogram_template_slots" ADD CONSTRAINT "planogram_template_slots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planogram_templates" ADD CONSTRAINT "planogram_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planogram_templates" ADD CONSTRAINT "planogram_templates_vm_template_id_vm_templates_id_fk" FOREIGN KEY ("vm_template_id") REFERENCES "public"."vm_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vm_templates_company_created_idx" ON "vm_templates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "planogram_template_slots_cell_key" ON "planogram_template_slots" USING btree ("planogram_template_id","row","column");--> statement-breakpoint
CREATE INDEX "planogram_template_slots_product_idx" ON "planogram_template_slots" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "planogram_templates_company_created_idx" ON "planogram_templates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "planogram_templates_vm_template_idx" ON "planogram_templates" USING btree ("vm_template_id");