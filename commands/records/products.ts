/** The product screen's commands: edit, gated by update.product's permission (PERM_UPDATE_PRODUCT_CATALOG). */
import { updateProduct } from '../../contract/actions/products.ts';
import { recordAction } from '../record.ts';

/** What the product screen lets its commands do. */
export interface ProductScreen {
  edit(): void;
}

export const PRODUCT_ACTIONS = [
  recordAction<ProductScreen>({
    id: 'edit.product',
    title: 'Edit product',
    keywords: ['change', 'update', 'image', 'price', 'category'],
    action: updateProduct,
    run: (screen) => screen.edit(),
  }),
];
