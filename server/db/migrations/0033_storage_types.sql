ALTER TABLE "warehouses" ADD COLUMN "storage_type" text DEFAULT 'Warehouse' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "registration_number" text DEFAULT '' NOT NULL;