/**
 * The overview screens of the catalogue's reference lists (/product-category/{id} and the
 * others): Edit and Delete, gated by each kind's contract action and offered only for a row that
 * is not one of the company's defaults (the server refuses those too).
 */
import { CATALOGUE_LISTS, type CatalogueListKey } from '../../contract/actions/catalogue-lists.ts';
import { recordAction, type RecordAction } from '../record.ts';

/** What an overview screen lets its commands do. */
export interface CatalogueListEntryScreen {
  /** Not a default row: it may be renamed and deleted. */
  canChange: boolean;
  edit(): void;
  remove(): void;
}

function entryActions(key: CatalogueListKey): RecordAction<CatalogueListEntryScreen>[] {
  const { kind, actions } = CATALOGUE_LISTS[key];
  const lower = kind.noun.toLowerCase();
  return [
    recordAction<CatalogueListEntryScreen>({
      id: actions.update.name,
      title: `Edit ${lower}`,
      keywords: ['rename', 'change', kind.nouns.toLowerCase()],
      action: actions.update,
      when: (screen) => screen.canChange,
      run: (screen) => screen.edit(),
    }),
    recordAction<CatalogueListEntryScreen>({
      id: actions.remove.name,
      title: `Delete ${lower}`,
      keywords: ['remove', kind.nouns.toLowerCase()],
      action: actions.remove,
      when: (screen) => screen.canChange,
      run: (screen) => screen.remove(),
    }),
  ];
}

export const CATALOGUE_LIST_ACTIONS: Record<CatalogueListKey, RecordAction<CatalogueListEntryScreen>[]> = {
  category: entryActions('category'),
  brand: entryActions('brand'),
  unit: entryActions('unit'),
  packaging: entryActions('packaging'),
};
