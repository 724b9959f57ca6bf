ALTER TABLE "refill_plan_lines" DROP CONSTRAINT "refill_plan_lines_vm_slot_id_vm_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "refill_plan_lines" ALTER COLUMN "vm_slot_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refill_plan_lines" ADD CONSTRAINT "refill_plan_lines_vm_slot_id_vm_slots_id_fk" FOREIGN KEY ("vm_slot_id") REFERENCES "public"."vm_slots"("id") ON DELETE set null ON UPDATE no action;