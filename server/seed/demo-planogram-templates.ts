/**
 * Demo planogram templates laid out on the demo VM templates and filled with demo products
 * (snacks on the snack machine, drinks in the cooler), so the grid editor opens on real work.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { coilLabel, type LabelType } from '../../contract/actions/vm-templates.ts';
import { planogramTemplateSlots, planogramTemplates, productCategories, products, vmTemplates } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const PLANOGRAMS = [
  { name: 'Office snacks', template: 'Standard snack machine 6 × 8', categories: ['Snacks', 'Chocolates', 'Biscuits', 'Healthy Bites'], fill: 1 },
  { name: 'Metro rush hour', template: 'Standard snack machine 6 × 8', categories: ['Snacks', 'Beverages', 'Chocolates'], fill: 0.75 },
  { name: 'Cold drinks', template: 'Drinks cooler 5 × 6', categories: ['Beverages', 'Dairy'], fill: 1 },
  { name: 'Campus combo', template: 'Compact combo 4 × 5', categories: ['Instant Food', 'Snacks', 'Beverages'], fill: 0.9 },
];

export async function seedPlanogramTemplates({ db, core }: SeedContext) {
  const templates = await db.select().from(vmTemplates).where(eq(vmTemplates.company_id, core.companyId));
  for (const [index, planogram] of PLANOGRAMS.entries()) {
    const template = templates.find((t) => t.name === planogram.template);
    if (!template) continue;
    const choices = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.category_id))
      .where(and(eq(products.company_id, core.companyId), eq(products.status, 1), inArray(productCategories.name, planogram.categories)))
      .orderBy(asc(products.id));
    if (!choices.length) continue;
    const [row] = await db.insert(planogramTemplates).values({ company_id: core.companyId, name: planogram.name, vm_template_id: template.id }).returning();
    const slots: (typeof planogramTemplateSlots.$inferInsert)[] = [];
    const cells = template.rows * template.columns;
    for (let cell = 0; cell < cells; cell++) {
      // The last slots stay empty where the planogram is not full.
      if (cell >= Math.round(cells * planogram.fill)) break;
      const r = Math.floor(cell / template.columns) + 1;
      const c = (cell % template.columns) + 1;
      const capacity = [6, 8, 10, 12][(r + index) % 4]!;
      slots.push({
        planogram_template_id: row!.id,
        row: r,
        column: c,
        coil: coilLabel(template.label_type as LabelType, r, c),
        product_id: choices[(cell * 7 + index * 11) % choices.length]!.id,
        item_layout_max: capacity,
        par_level: Math.ceil(capacity * 0.75),
      });
    }
    if (slots.length) await db.insert(planogramTemplateSlots).values(slots);
  }
}
