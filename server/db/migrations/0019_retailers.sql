CREATE TABLE "retailers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"contact_person_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"address_line_1" text DEFAULT '' NOT NULL,
	"address_line_2" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"pincode" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retailer_id" integer;--> statement-breakpoint
ALTER TABLE "vending_machines" ADD COLUMN "retailer_id" integer;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retailers_company_created_idx" ON "retailers" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_machines" ADD CONSTRAINT "vending_machines_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vending_machines_retailer_idx" ON "vending_machines" USING btree ("retailer_id") WHERE "vending_machines"."retailer_id" is not null;