CREATE TABLE "vm_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"columns" integer DEFAULT 0 NOT NULL,
	"label_type" text DEFAULT '' NOT NULL,
	"screen_inactivity_timeout" integer DEFAULT 0 NOT NULL,
	"cart_reset_timeout" integer DEFAULT 0 NOT NULL,
	"payment_timeout" integer DEFAULT 0 NOT NULL,
	"post_dispense_timeout" integer DEFAULT 0 NOT NULL,
	"unlock_time" integer DEFAULT 0 NOT NULL,
	"dispense_later_timeout" integer DEFAULT 0 NOT NULL,
	"dispense_cancellation_timeout" integer DEFAULT 0 NOT NULL,
	"containers" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vm_templates" ADD CONSTRAINT "vm_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vm_templates_company_created_idx" ON "vm_templates" USING btree ("company_id","created_at");