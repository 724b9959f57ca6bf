/**
 * Product Catalog: the four reference lists and their overviews (routes.tsv: /product-categories,
 * /product-category/{id}, /product-brands, /product-brand/{id}, /product-units,
 * /product-unit/{id}, /product-packagings, /product-packaging/{id}). One screen of each kind
 * serves all four (screens.tsx); adding and renaming happen in a dialog on the list, which the
 * palette's "Add category" (and the others) opens with ?add=1.
 */
import { CATALOGUE_LIST_KINDS, type CatalogueListKey } from '../../../contract/actions/catalogue-lists.ts';
import type { Permission } from '../../../contract/permissions.ts';
import { defineRoutes, type RouteDef } from '../../platform/routes/types.ts';

const group = 'Product Catalog' as const;

/** The list's path, the overview's, and the palette's words for each kind. */
const ROUTE_OF: Record<CatalogueListKey, { list: string; entry: string; keywords: string[] }> = {
  category: { list: '/product-categories', entry: '/product-category/:id', keywords: ['categories', 'product categories', 'taxonomy'] },
  brand: { list: '/product-brands', entry: '/product-brand/:id', keywords: ['brands', 'product brands', 'manufacturer'] },
  unit: { list: '/product-units', entry: '/product-unit/:id', keywords: ['units', 'product units', 'uom', 'measure'] },
  packaging: { list: '/product-packagings', entry: '/product-packaging/:id', keywords: ['packagings', 'product packagings', 'package', 'pack'] },
};

type Screens = typeof import('./screens.tsx');
/** One chunk holds the eight screens (they are one list and one overview, bound to a kind). */
const screen = (name: keyof Screens): RouteDef['load'] => () => import('./screens.tsx').then((m) => ({ default: m[name] }));

const SCREENS: Record<CatalogueListKey, [keyof Screens, keyof Screens]> = {
  category: ['ProductCategoriesScreen', 'ProductCategoryScreen'],
  brand: ['ProductBrandsScreen', 'ProductBrandScreen'],
  unit: ['ProductUnitsScreen', 'ProductUnitScreen'],
  packaging: ['ProductPackagingsScreen', 'ProductPackagingScreen'],
};

function routesOf(key: CatalogueListKey): RouteDef[] {
  const kind = CATALOGUE_LIST_KINDS[key];
  const { list, entry, keywords } = ROUTE_OF[key];
  const view = [`PERM_VIEW_${kind.resource}` as Permission];
  return [
    {
      path: list,
      title: `Product ${kind.nouns}`,
      group,
      sidebar: kind.nouns,
      permissions: view,
      keywords,
      creates: [{
        id: `add.${kind.entity}`,
        title: `Add ${kind.noun.toLowerCase()}`,
        permissions: [`PERM_ADD_${kind.resource}` as Permission],
        keywords: [`new ${kind.noun.toLowerCase()}`, `create ${kind.noun.toLowerCase()}`],
        query: 'add=1',
      }],
      load: screen(SCREENS[key][0]),
    },
    { path: entry, title: `Product ${kind.noun.toLowerCase()}`, group, parent: list, record: kind.entity, permissions: view, load: screen(SCREENS[key][1]) },
  ];
}

export const catalogueListRoutes = defineRoutes([...routesOf('category'), ...routesOf('brand'), ...routesOf('unit'), ...routesOf('packaging')]);
