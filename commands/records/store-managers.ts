/** The store manager screen's commands: edit and generate a new login code, gated by their contract actions' permissions. */
import { regenerateStoreManagerCode, updateStoreManager } from '../../contract/actions/store-managers.ts';
import { recordAction } from '../record.ts';

export interface StoreManagerScreen {
  edit(): void;
  regenerateCode(): void;
}

export const STORE_MANAGER_ACTIONS = [
  recordAction<StoreManagerScreen>({
    id: 'edit.store_manager', title: 'Edit store manager', keywords: ['change', 'update', 'photo', 'aadhaar'], action: updateStoreManager,
    run: (screen) => screen.edit(),
  }),
  recordAction<StoreManagerScreen>({
    id: 'regenerate_code.store_manager', title: 'Generate new login code', keywords: ['regenerate', 'reset code', 'pin'], action: regenerateStoreManagerCode,
    run: (screen) => screen.regenerateCode(),
  }),
];
