CREATE TABLE "bulk_refill_machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulk_refill_id" integer NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"refill_plan_id" integer NOT NULL,
	"result" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "bulk_refills" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"franchise_id" integer,
	"bulk_refill_id" text NOT NULL,
	"name" text NOT NULL,
	"vm_template_id" integer NOT NULL,
	"refill_partner_id" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"scheduled_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_refill_machines" ADD CONSTRAINT "bulk_refill_machines_bulk_refill_id_bulk_refills_id_fk" FOREIGN KEY ("bulk_refill_id") REFERENCES "public"."bulk_refills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_refill_machines" ADD CONSTRAINT "bulk_refill_machines_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_refill_machines" ADD CONSTRAINT "bulk_refill_machines_refill_plan_id_refill_plans_id_fk" FOREIGN KEY ("refill_plan_id") REFERENCES "public"."refill_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_refills" ADD CONSTRAINT "bulk_refills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_refills" ADD CONSTRAINT "bulk_refills_franchise_id_franchises_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."franchises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_refills" ADD CONSTRAINT "bulk_refills_vm_template_id_vm_templates_id_fk" FOREIGN KEY ("vm_template_id") REFERENCES "public"."vm_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_refills" ADD CONSTRAINT "bulk_refills_refill_partner_id_refill_partners_id_fk" FOREIGN KEY ("refill_partner_id") REFERENCES "public"."refill_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_refills" ADD CONSTRAINT "bulk_refills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_refill_machines_machine_key" ON "bulk_refill_machines" USING btree ("bulk_refill_id","vending_machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_refill_machines_plan_key" ON "bulk_refill_machines" USING btree ("refill_plan_id");--> statement-breakpoint
CREATE INDEX "bulk_refills_company_updated_idx" ON "bulk_refills" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_refills_number_key" ON "bulk_refills" USING btree ("company_id","bulk_refill_id");