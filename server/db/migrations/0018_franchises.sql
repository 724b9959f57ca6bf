CREATE TABLE "franchise_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"franchise_id" integer NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "franchises" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "franchises" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "franchise_locations" ADD CONSTRAINT "franchise_locations_franchise_id_franchises_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."franchises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "franchise_locations_franchise_idx" ON "franchise_locations" USING btree ("franchise_id");