/** 300 products with categories, brands, units and packagings. */
import type { Db } from '../db/client.ts';
import { brands, packagings, productCategories, productUnits, products } from '../db/schema/index.ts';
import { insertChunked, roundRobin, type Random } from './random.ts';

export const CATEGORIES = ['Snacks', 'Beverages', 'Chocolates', 'Biscuits', 'Healthy Bites', 'Instant Food', 'Dairy', 'Personal Care'] as const;
export const BRANDS = [
  'Haldiram', 'Lays', 'Kurkure', 'Bingo', 'Parle', 'Britannia', 'Sunfeast', 'Cadbury', 'Nestle', 'Amul',
  'Coca-Cola', 'Pepsi', 'Paper Boat', 'Tropicana', 'Yoga Bar', 'RiteBite', 'Maggi', 'Too Yumm', 'Unibic', 'Dabur',
];
const UNITS = ['g', 'ml', 'pcs'];
const PACKAGINGS = ['Packet', 'Bottle', 'Can', 'Box', 'Wrapper', 'Cup'];

/**
 * Names no demo product uses, so the lists show rows that can be deleted (those above are all
 * in use, and the first of each is the company's default: no edit, no delete).
 */
export const UNUSED = {
  categories: ['Frozen Desserts', 'Stationery'],
  brands: ['Epigamia', 'Bournvita', 'Kinley'],
  units: ['kg', 'L'],
  packagings: ['Jar', 'Tetra Pak'],
} as const;

/** Per category: item names, unit, packaging, a size range and an MRP range. */
export const ITEMS: Record<(typeof CATEGORIES)[number], { names: string[]; unit: string; packaging: string; sizes: number[]; mrp: [number, number] }> = {
  Snacks: { names: ['Salted Chips', 'Masala Munch', 'Aloo Bhujia', 'Nacho Crisps', 'Peri Peri Rings', 'Moong Dal', 'Khatta Meetha'], unit: 'g', packaging: 'Packet', sizes: [30, 52, 90, 150], mrp: [10, 60] },
  Beverages: { names: ['Cola', 'Lemon Soda', 'Mango Drink', 'Iced Tea', 'Orange Juice', 'Aam Panna', 'Cold Coffee'], unit: 'ml', packaging: 'Bottle', sizes: [200, 250, 500, 600], mrp: [20, 90] },
  Chocolates: { names: ['Milk Bar', 'Fruit and Nut', 'Wafer Bar', 'Dark Chocolate', 'Caramel Bar', 'Crispello'], unit: 'g', packaging: 'Wrapper', sizes: [13, 25, 40, 80], mrp: [10, 120] },
  Biscuits: { names: ['Glucose Biscuits', 'Cream Biscuits', 'Cookies', 'Marie', 'Digestive', 'Cashew Cookies'], unit: 'g', packaging: 'Packet', sizes: [50, 75, 120, 200], mrp: [10, 50] },
  'Healthy Bites': { names: ['Protein Bar', 'Muesli Bar', 'Roasted Almonds', 'Trail Mix', 'Ragi Chips', 'Makhana'], unit: 'g', packaging: 'Wrapper', sizes: [30, 38, 50, 100], mrp: [40, 150] },
  'Instant Food': { names: ['Masala Noodles', 'Cup Noodles', 'Poha Cup', 'Upma Cup', 'Pasta Cup'], unit: 'g', packaging: 'Cup', sizes: [70, 80, 100], mrp: [15, 70] },
  Dairy: { names: ['Lassi', 'Buttermilk', 'Flavoured Milk', 'Milkshake'], unit: 'ml', packaging: 'Bottle', sizes: [180, 200, 250], mrp: [20, 45] },
  'Personal Care': { names: ['Hand Sanitizer', 'Face Tissues', 'Wet Wipes', 'Lip Balm', 'Mints'], unit: 'pcs', packaging: 'Box', sizes: [1, 10, 25], mrp: [20, 120] },
};

export async function seedCatalogue(db: Db, companyId: number, random: Random, productCount = 300) {
  const insertNames = async (table: typeof productCategories, names: readonly string[], unused: readonly string[]) =>
    db.insert(table).values([...names, ...unused].map((name, i) => ({ company_id: companyId, name, is_default: i === 0 }))).returning();
  const categoryRows = await insertNames(productCategories, CATEGORIES, UNUSED.categories);
  const brandRows = await insertNames(brands, BRANDS, UNUSED.brands);
  const unitRows = await insertNames(productUnits, UNITS, UNUSED.units);
  const packagingRows = await insertNames(packagings, PACKAGINGS, UNUSED.packagings);
  const idOf = (rows: { id: number; name: string }[], name: string) => rows.find((r) => r.name === name)!.id;

  const rows: (typeof products.$inferInsert)[] = [];
  for (let i = 0; i < productCount; i++) {
    const category = roundRobin(CATEGORIES, i);
    const item = ITEMS[category];
    const brand = random.pick(BRANDS);
    const size = random.pick(item.sizes);
    const [low, high] = item.mrp;
    rows.push({
      company_id: companyId,
      sku: `SKU-${String(i + 1).padStart(5, '0')}`,
      name: `${brand} ${random.pick(item.names)} ${size}${item.unit}`,
      hsn: String(random.pick([1905, 2106, 2202, 1704, 1806, 2008, 3401])) + String(random.int(10, 99)),
      category_id: idOf(categoryRows, category),
      brand_id: idOf(brandRows, brand),
      unit_id: idOf(unitRows, item.unit),
      packaging_id: idOf(packagingRows, item.packaging),
      mrp: random.int(low, high),
      gst: random.pick([5, 12, 18, 28]),
      cess: category === 'Beverages' ? 12 : 0,
      net_weight: `${size} ${item.unit}`,
      status: random.chance(0.93) ? 1 : 2,
    });
  }
  const productIds: number[] = [];
  await insertChunked(rows, 500, async (chunk) => {
    const inserted = await db.insert(products).values(chunk).returning({ id: products.id });
    productIds.push(...inserted.map((p) => p.id));
  });
  return { productIds };
}
