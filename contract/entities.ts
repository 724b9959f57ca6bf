/**
 * The kinds of record the console audits and moves stock or cash for: every audit row, ledger
 * row and live message names one. Adding a domain adds its kind here (the generator does).
 */
export const ENTITY_KINDS = [
  { id: 'vending_machine', name: 'Vending machine' },
  { id: 'user', name: 'User' },
  { id: 'role', name: 'Role' },
  { id: 'warehouse_order', name: 'Warehouse order' },
  { id: 'cash_collection', name: 'Cash collection' },
  { id: 'notification', name: 'Notification' },
  { id: 'feedback', name: 'Feedback' },
  { id: 'product', name: 'Product' },
  { id: 'supplier', name: 'Supplier' },
  { id: 'upload', name: 'Upload' },
  { id: 'purchase_order', name: 'Purchase order' },
  { id: 'purchase_return', name: 'Purchase return' },
  { id: 'product_request', name: 'Product request' },
  // new-domain: entity kinds
] as const;

export type EntityKind = (typeof ENTITY_KINDS)[number]['id'];
export const ENTITY_KIND_IDS = ENTITY_KINDS.map((kind) => kind.id) as [EntityKind, ...EntityKind[]];

export function entityName(kind: string): string {
  return ENTITY_KINDS.find((k) => k.id === kind)?.name ?? kind;
}
