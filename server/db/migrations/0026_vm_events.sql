CREATE TABLE "vm_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"coil" text,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vm_events" ADD CONSTRAINT "vm_events_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vm_events" ADD CONSTRAINT "vm_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vm_events_vm_created_idx" ON "vm_events" USING btree ("vending_machine_id","created_at");