ALTER TABLE "warehouses" ADD COLUMN "refill_partner_id" integer;--> statement-breakpoint
ALTER TABLE "refill_partners" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "refill_partners" ADD COLUMN "pin_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refill_partners" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "warehouses_refill_partner_idx" ON "warehouses" USING btree ("refill_partner_id");--> statement-breakpoint
CREATE INDEX "refill_partners_company_name_idx" ON "refill_partners" USING btree ("company_id","name");