CREATE UNIQUE INDEX "brands_company_name_key" ON "brands" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "packagings_company_name_key" ON "packagings" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_company_name_key" ON "product_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_units_company_name_key" ON "product_units" USING btree ("company_id",lower("name"));