CREATE TABLE "advertisement_machines" (
	"advertisement_id" integer NOT NULL,
	"vending_machine_id" integer NOT NULL,
	CONSTRAINT "advertisement_machines_advertisement_id_vending_machine_id_pk" PRIMARY KEY("advertisement_id","vending_machine_id")
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"screen_type" text NOT NULL,
	"video_key" text,
	"video_type" text,
	"video_size" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "advertisements_status_known" CHECK ("advertisements"."status" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "advertisement_machines" ADD CONSTRAINT "advertisement_machines_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_machines" ADD CONSTRAINT "advertisement_machines_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisement_machines_machine_idx" ON "advertisement_machines" USING btree ("vending_machine_id");--> statement-breakpoint
CREATE INDEX "advertisements_company_created_idx" ON "advertisements" USING btree ("company_id","created_at");