/**
 * What adding, editing and importing a product share: the columns a save writes, the
 * company's SKUs (unique, case aside), the category/brand/unit/packaging the product names
 * (the company's own), and the image it points at (the caller's upload, read back and
 * checked before the product may name it).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MIN_PRODUCT_IMAGE_SIDE_PX, PRODUCT_MESSAGES } from '../../contract/actions/products.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { brands, packagings, productCategories, productUnits, products } from '../db/schema/index.ts';
import { ApiError, invalid, invalidField } from '../http/errors.ts';
import type { UploadPurpose } from '../../contract/actions/uploads.ts';
import { imageProblem } from '../objects/image-check.ts';
import type { ObjectStore } from '../objects/store.ts';
import { uploadedObject, type UploadField } from '../objects/uploaded.ts';

export interface ProductFields {
  sku: string;
  name: string;
  category_id: number;
  brand_id: number;
  unit_id: number;
  packaging_id: number;
  mrp: number;
  hsn: string;
  gst: number;
  cess: number;
  net_weight: string;
  status: 1 | 2;
  description: string;
}

/** The lists a product names, by the request field that names them. */
export const PRODUCT_OPTION_TABLES = {
  category_id: { table: productCategories, noun: 'category' },
  brand_id: { table: brands, noun: 'brand' },
  unit_id: { table: productUnits, noun: 'unit' },
  packaging_id: { table: packagings, noun: 'packaging' },
} as const;

/** The columns a save writes, text trimmed; 400 when a named category, brand, unit or packaging is not the company's. */
export async function productColumns(tx: Tx | Db, caller: Caller, input: ProductFields) {
  const missing: { path: string; message: string }[] = [];
  for (const [field, { table, noun }] of Object.entries(PRODUCT_OPTION_TABLES)) {
    const id = input[field as keyof typeof PRODUCT_OPTION_TABLES];
    const [found] = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.company_id, caller.company_id)));
    if (!found) missing.push({ path: field, message: `Choose a ${noun} of the catalogue` });
  }
  if (missing.length) throw invalid(missing);
  return {
    sku: input.sku.trim(),
    name: input.name.trim(),
    category_id: input.category_id,
    brand_id: input.brand_id,
    unit_id: input.unit_id,
    packaging_id: input.packaging_id,
    mrp: input.mrp,
    hsn: input.hsn.trim(),
    gst: input.gst,
    cess: input.cess,
    net_weight: input.net_weight.trim(),
    status: input.status,
    description: input.description.trim(),
  };
}

/** The company's products among `skus` (case aside), by lower-cased SKU. */
export async function takenSkus(tx: Tx | Db, companyId: number, skus: readonly string[], except?: number): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const lowered = [...new Set(skus.map((s) => s.toLowerCase()))];
  const rows = await tx
    .select({ sku: products.sku })
    .from(products)
    .where(and(eq(products.company_id, companyId), inArray(sql`lower(${products.sku})`, lowered), except ? ne(products.id, except) : undefined));
  return new Set(rows.map((r) => r.sku.toLowerCase()));
}

/** 409 naming the SKU when another product of the company has it. */
export async function refuseTakenSku(tx: Tx | Db, caller: Caller, sku: string, except?: number) {
  if ((await takenSkus(tx, caller.company_id, [sku], except)).size > 0) {
    const message = PRODUCT_MESSAGES.duplicateSku(sku);
    throw new ApiError(409, message, { errors: [{ path: 'sku', message }] });
  }
}

const IMAGE_PROBLEMS = {
  invalid: PRODUCT_MESSAGES.imageInvalid,
  tooLarge: PRODUCT_MESSAGES.imageTooLarge,
  tooSmall: PRODUCT_MESSAGES.imageTooSmall,
} as const;

/**
 * The key, once the file behind it is known good: uploaded for a product by the caller (so of their
 * company), stored, a JPEG or PNG by its bytes, under 2 MB, at least 10×10 px. Otherwise 400 on `image_key`.
 */
export async function checkedProductImage(tx: Tx | Db, caller: Caller, objects: ObjectStore, key: string): Promise<string> {
  return checkedImage(tx, caller, objects, key, { purposes: ['product'], path: 'image_key', missing: PRODUCT_MESSAGES.imageMissing });
}

/** The same check for any upload purpose (store managers' photos and Aadhaar images too): 400 on `path`. */
export async function checkedImage(tx: Tx | Db, caller: Caller, objects: ObjectStore, key: string, field: UploadField): Promise<string> {
  const stored = await uploadedObject(tx, caller, objects, key, field);
  // uploadedObject has already refused a key under none of the field's purposes.
  const purpose = field.purposes.find((p) => key.startsWith(`${p}/`)) as UploadPurpose;
  const problem = imageProblem(stored.body, MIN_PRODUCT_IMAGE_SIDE_PX, purpose);
  if (problem) throw invalidField(field.path, IMAGE_PROBLEMS[problem]);
  return key;
}
