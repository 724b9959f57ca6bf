-- Drizzle generated the first and the last statement; the rest is hand-written (issue 52, console.md §6): the default roles become one shared
-- row each, with no company and the spec's id (1, 2, 3, 5 … 10); custom roles move to ids from 11
-- in their old order; users and the roles' audit rows follow. Every company's default rows held the
-- same permissions (they cannot be edited), so the first company's row of each code is kept.
ALTER TABLE "roles" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_id_roles_id_fk";--> statement-breakpoint
CREATE TEMPORARY TABLE "role_id_moves" AS
  SELECT "id" AS "old_id",
    CASE WHEN "is_default" THEN CASE "role_code"
        WHEN 'ROLE_COMPANY_ADMIN' THEN 1 WHEN 'ROLE_COMPANY_PARTNER' THEN 2 WHEN 'ROLE_FRANCHISE_ADMIN' THEN 3
        WHEN 'ROLE_RETAILER_ADMIN' THEN 5 WHEN 'ROLE_OPERATOR' THEN 6 WHEN 'ROLE_WAREHOUSE_MANAGER' THEN 7
        WHEN 'ROLE_STORE_MANAGER' THEN 8 WHEN 'ROLE_FRANCHISE_LOCATION_PARTNER' THEN 9 WHEN 'ROLE_TECHNICIAN' THEN 10 END
      ELSE 10 + row_number() OVER (PARTITION BY "is_default" ORDER BY "id") END AS "new_id"
  FROM "roles";--> statement-breakpoint
UPDATE "users" SET "role_id" = "m"."new_id" FROM "role_id_moves" "m" WHERE "users"."role_id" = "m"."old_id";--> statement-breakpoint
UPDATE "audit_log" SET "entity_id" = "m"."new_id" FROM "role_id_moves" "m" WHERE "audit_log"."entity" = 'role' AND "audit_log"."entity_id" = "m"."old_id";--> statement-breakpoint
DELETE FROM "roles" WHERE "is_default" AND "id" <> (SELECT min("kept"."id") FROM "roles" "kept" WHERE "kept"."is_default" AND "kept"."role_code" = "roles"."role_code");--> statement-breakpoint
-- Through negative ids, so no row takes an id another row still holds.
UPDATE "roles" SET "id" = -"id";--> statement-breakpoint
UPDATE "roles" SET "id" = "m"."new_id" FROM "role_id_moves" "m" WHERE "roles"."id" = -"m"."old_id";--> statement-breakpoint
UPDATE "roles" SET "company_id" = NULL WHERE "is_default";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('roles', 'id'), GREATEST(10, (SELECT max("id") FROM "roles")));--> statement-breakpoint
DROP TABLE "role_id_moves";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_default_is_shared" CHECK (("roles"."company_id" is null) = "roles"."is_default");
