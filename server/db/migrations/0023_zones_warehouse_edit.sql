ALTER TABLE "warehouses" ADD COLUMN "location_tracking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "boundary" jsonb;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "min_lat" double precision;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "max_lat" double precision;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "min_lng" double precision;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "max_lng" double precision;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "warehouses_company_position_idx" ON "warehouses" USING btree ("company_id","latitude","longitude");--> statement-breakpoint
CREATE INDEX "zones_company_name_idx" ON "zones" USING btree ("company_id","name");