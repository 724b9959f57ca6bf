/**
 * /api/product-management, the catalogue's four reference lists (console.md §2 "Product
 * Catalog", domain.md §2 "Products"): product categories, brands, units and packagings. The four
 * are alike (a name per company, some rows the company's defaults), so one definition,
 * `catalogueList(kind)`, makes each one's list, get, create, update and delete; the server
 * (server/actions/catalogue-lists.ts) and the screens (src/features/catalogue-lists/) read the
 * same kinds.
 *
 * A row flagged `is_default` can be neither renamed nor deleted; a row a product uses cannot be
 * deleted (the message says how many products use it); names are unique per company in any case.
 */
import { boolean, enums, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import type { EntityKind } from '../entities.ts';
import type { Permission } from '../permissions.ts';
import { boundedArray, checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'product-management' as const;

/** One of the four lists: what it is called and which permissions and paths it has. */
export interface CatalogueListKind {
  /** The record kind (audit rows, action history links): also the action's resource, `create.product_category`. */
  entity: EntityKind & string;
  /** The list action's resource, `list.product_categories`. */
  plural: string;
  /** console.md §6 resource. */
  resource: 'PRODUCT_CATEGORY' | 'BRAND' | 'PRODUCT_UNIT' | 'PACKAGING';
  /** How people call one ("Category") and many ("Categories"). */
  noun: string;
  nouns: string;
  /** Which product column points at it. */
  productColumn: 'category_id' | 'brand_id' | 'unit_id' | 'packaging_id';
}

export const CATALOGUE_LIST_KINDS = {
  category: { entity: 'product_category', plural: 'product_categories', resource: 'PRODUCT_CATEGORY', noun: 'Category', nouns: 'Categories', productColumn: 'category_id' },
  brand: { entity: 'product_brand', plural: 'product_brands', resource: 'BRAND', noun: 'Brand', nouns: 'Brands', productColumn: 'brand_id' },
  unit: { entity: 'product_unit', plural: 'product_units', resource: 'PRODUCT_UNIT', noun: 'Unit', nouns: 'Units', productColumn: 'unit_id' },
  packaging: { entity: 'product_packaging', plural: 'product_packagings', resource: 'PACKAGING', noun: 'Packaging', nouns: 'Packagings', productColumn: 'packaging_id' },
} as const satisfies Record<string, CatalogueListKind>;

export type CatalogueListKey = keyof typeof CATALOGUE_LIST_KINDS;

export const CATALOGUE_NAME_MAX = 100;

/** The texts a user sees; the spec gives none, so they are ours (docs/decisions.md, issue 36 "Catalogue lists"). */
export function catalogueListMessages(kind: CatalogueListKind) {
  const lower = kind.noun.toLowerCase();
  const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;
  return {
    created: `${kind.noun} created successfully`,
    updated: `${kind.noun} updated successfully`,
    deleted: `${kind.noun} deleted successfully`,
    nameRequired: `Please enter ${lower} name`,
    duplicate: (name: string) => `A ${lower} named "${name}" already exists.`,
    inUse: (name: string, count: number) => `${kind.noun} "${name}" is used by ${products(count)}; it cannot be deleted.`,
    isDefault: (name: string) => `${kind.noun} "${name}" is a default ${lower}; it cannot be changed or deleted.`,
    confirmDelete: (name: string) => `You want to delete the ${lower} "${name}".`,
  };
}

export function catalogueListRules(kind: CatalogueListKind) {
  return { name: [rules.required(catalogueListMessages(kind).nameRequired), rules.maxLength(CATALOGUE_NAME_MAX)] } satisfies Record<string, readonly Rule[]>;
}

/** The list's filters (console.md §9: filters live in the URL): in use or not, default or the company's own. */
export const CATALOGUE_USAGE = [
  { id: 'used', name: 'In use' },
  { id: 'unused', name: 'Unused' },
] as const;
export const CATALOGUE_ORIGIN = [
  { id: 'default', name: 'Default' },
  { id: 'custom', name: 'Added' },
] as const;
const USAGE_IDS = ['used', 'unused'] as const;
const ORIGIN_IDS = ['default', 'custom'] as const;

export const CATALOGUE_SORT_KEYS = ['name', 'product_count', 'created_at', 'updated_at'] as const;

export const CatalogueListRow = object({
  id: number(),
  name: string(),
  is_default: boolean(),
  /** How many of the company's products use it. */
  product_count: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

const perm = (verb: 'VIEW' | 'ADD' | 'UPDATE' | 'DELETE', kind: CatalogueListKind) => `PERM_${verb}_${kind.resource}` as Permission;

/** The five actions of one list. */
function catalogueList(kind: CatalogueListKind) {
  const lower = kind.noun.toLowerCase();
  const name = checked(string(), ...catalogueListRules(kind).name);
  return {
    list: defineAction({
      area,
      name: `list.${kind.plural}`,
      kind: 'read',
      summary: `The company's product ${kind.nouns.toLowerCase()}, each with how many products use it. Search matches the name; filters: usage (used, unused) and origin (default, custom), each any-of.`,
      permissions: [perm('VIEW', kind)],
      request: object({
        ...listFields(CATALOGUE_SORT_KEYS, 'name', 'ASC'),
        usage: optional(boundedArray(enums(USAGE_IDS), 2)),
        origin: optional(boundedArray(enums(ORIGIN_IDS), 2)),
      }),
      response: list(CatalogueListRow),
    }),
    get: defineAction({
      area,
      name: `get.${kind.entity}`,
      kind: 'read',
      summary: `One product ${lower} of the company with how many products use it (its products: list.products filtered by ${kind.productColumn}).`,
      permissions: [perm('VIEW', kind)],
      request: object({ id: id() }),
      response: data(CatalogueListRow),
    }),
    create: defineAction({
      area,
      name: `create.${kind.entity}`,
      kind: 'write',
      summary: `Adds a product ${lower}; its name must be new to the company in any case (400 on name otherwise).`,
      permissions: [perm('ADD', kind)],
      status: 201,
      request: object({ name }),
      response: data(CatalogueListRow),
    }),
    update: defineAction({
      area,
      name: `update.${kind.entity}`,
      kind: 'write',
      summary: `Renames a product ${lower} with the version read (stale → 409); a default one is refused (409), a name in use by another is 400.`,
      permissions: [perm('UPDATE', kind)],
      request: object({ id: id(), version: version(), name }),
      response: data(CatalogueListRow),
    }),
    remove: defineAction({
      area,
      name: `delete.${kind.entity}`,
      kind: 'write',
      summary: `Deletes a product ${lower} no product uses (409 naming how many do); a default one is refused (409).`,
      permissions: [perm('DELETE', kind)],
      request: object({ id: id(), version: version() }),
      response: empty,
    }),
  };
}

export const productCategoryActions = catalogueList(CATALOGUE_LIST_KINDS.category);
export const productBrandActions = catalogueList(CATALOGUE_LIST_KINDS.brand);
export const productUnitActions = catalogueList(CATALOGUE_LIST_KINDS.unit);
export const productPackagingActions = catalogueList(CATALOGUE_LIST_KINDS.packaging);

export type CatalogueListActions = typeof productCategoryActions;

/** Each list's kind and actions, by key. */
export const CATALOGUE_LISTS: Record<CatalogueListKey, { kind: CatalogueListKind; actions: CatalogueListActions }> = {
  category: { kind: CATALOGUE_LIST_KINDS.category, actions: productCategoryActions },
  brand: { kind: CATALOGUE_LIST_KINDS.brand, actions: productBrandActions },
  unit: { kind: CATALOGUE_LIST_KINDS.unit, actions: productUnitActions },
  packaging: { kind: CATALOGUE_LIST_KINDS.packaging, actions: productPackagingActions },
};

// The catalogue (contract/catalogue.ts) collects the ActionSpecs a module exports by name.
export const listProductCategories = productCategoryActions.list;
export const getProductCategory = productCategoryActions.get;
export const createProductCategory = productCategoryActions.create;
export const updateProductCategory = productCategoryActions.update;
export const deleteProductCategory = productCategoryActions.remove;
export const listProductBrands = productBrandActions.list;
export const getProductBrand = productBrandActions.get;
export const createProductBrand = productBrandActions.create;
export const updateProductBrand = productBrandActions.update;
export const deleteProductBrand = productBrandActions.remove;
export const listProductUnits = productUnitActions.list;
export const getProductUnit = productUnitActions.get;
export const createProductUnit = productUnitActions.create;
export const updateProductUnit = productUnitActions.update;
export const deleteProductUnit = productUnitActions.remove;
export const listProductPackagings = productPackagingActions.list;
export const getProductPackaging = productPackagingActions.get;
export const createProductPackaging = productPackagingActions.create;
export const updateProductPackaging = productPackagingActions.update;
export const deleteProductPackaging = productPackagingActions.remove;
