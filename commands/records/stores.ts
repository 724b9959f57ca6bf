/**
 * The store screens' commands, gated by their contract actions' permissions: on a store's view,
 * edit, delete (delete only while no manager works there and no machine is served from it;
 * the server also refuses a store that holds stock), a store return and a
 * generated store order; on an independent franchise's stores list,
 * add a store to it.
 */
import { createShipping } from '../../contract/actions/shipping.ts';
import { createStoreReturn } from '../../contract/actions/store-returns.ts';
import { createStore, deleteStore, updateStore } from '../../contract/actions/stores.ts';
import { recordAction } from '../record.ts';

/** What the store screen lets its commands do. */
export interface StoreScreen {
  canDelete: boolean;
  edit(): void;
  remove(): void;
  /** Send units from this store back to a warehouse (issue 41). */
  createReturn(): void;
  /** Propose a shipping order of what the store lacks by its runout and max (/generate-store-order). */
  generateOrder(): void;
}

/** What a franchise's stores list lets its commands do: only an independent franchise has stores. */
export interface FranchiseStoresScreen {
  canAddStore: boolean;
  addStore(): void;
}

export const STORE_VIEW_ACTIONS = [
  recordAction<StoreScreen>({
    id: 'edit.store',
    title: 'Edit store',
    keywords: ['change', 'update', 'address', 'location'],
    action: updateStore,
    run: (screen) => screen.edit(),
  }),
  recordAction<StoreScreen>({
    id: 'delete.store',
    title: 'Delete store',
    keywords: ['remove'],
    action: deleteStore,
    when: (screen) => screen.canDelete,
    run: (screen) => screen.remove(),
  }),
  recordAction<StoreScreen>({
    id: 'create_return.store',
    title: 'Create store return',
    keywords: ['send back', 'return to warehouse'],
    action: createStoreReturn,
    run: (screen) => screen.createReturn(),
  }),
  recordAction<StoreScreen>({
    id: 'generate_order.store',
    title: 'Generate store order',
    keywords: ['restock', 'runout', 'replenish', 'shipping order'],
    action: createShipping,
    run: (screen) => screen.generateOrder(),
  }),
];

export const FRANCHISE_STORES_ACTIONS = [
  recordAction<FranchiseStoresScreen>({
    id: 'add.franchise_store',
    title: 'Add store to this franchise',
    keywords: ['new store', 'create store'],
    action: createStore,
    when: (screen) => screen.canAddStore,
    run: (screen) => screen.addStore(),
  }),
];

/** Every store command, for the registry (commands/records/index.ts). */
export const STORE_ACTIONS = [...STORE_VIEW_ACTIONS, ...FRANCHISE_STORES_ACTIONS];
