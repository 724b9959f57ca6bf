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
  /** A product's row at a warehouse (its reorder level); the audit's id is the warehouse's. */
  { id: 'warehouse_stock', name: 'Warehouse stock' },
  { id: 'product_category', name: 'Product category' },
  { id: 'product_brand', name: 'Product brand' },
  { id: 'product_unit', name: 'Product unit' },
  { id: 'product_packaging', name: 'Product packaging' },
  { id: 'product_request', name: 'Product request' },
  { id: 'tally_inventory', name: 'Tally inventory' },
  /** A store's runout and max quantity of a product; the audit's id is the store's. */
  { id: 'store_stock_limit', name: 'Store stock limit' },
  { id: 'franchise', name: 'Franchise' },
  { id: 'retailer', name: 'Retailer' },
  { id: 'store', name: 'Store' },
  { id: 'board_settings_template', name: 'Board settings template' },
  { id: 'hardware_board', name: 'Hardware board' },
  { id: 'zone', name: 'Zone' },
  { id: 'warehouse', name: 'Warehouse' },
  { id: 'vm_template', name: 'VM template' },
  { id: 'planogram_template', name: 'Planogram template' },
  { id: 'refill_plan', name: 'Refill plan' },
  { id: 'refill_return_order', name: 'Refill return order' },
  { id: 'bulk_refill', name: 'Bulk refill' },
  { id: 'delivery_partner', name: 'Delivery partner' },
  { id: 'delivery_person', name: 'Delivery person' },
  { id: 'refill_partner', name: 'Refill partner' },
  /** A link (a manager's or refill partner's warehouses, machines, vehicles, app settings); the audit's id is the screen's owner. */
  { id: 'link', name: 'Link' },
  { id: 'refund', name: 'Refund' },
  { id: 'advertisement', name: 'Advertisement' },
  { id: 'offer', name: 'Discount' },
  { id: 'negative_item', name: 'Negative item' },
  { id: 'platform', name: 'Platform' },
  { id: 'coupon', name: 'Coupon' },
  { id: 'sales_analytics_template', name: 'Sales analytics template' },
  { id: 'consumer_product_request', name: "Consumers' requested product" },
  { id: 'report_request', name: 'Report request' },
  { id: 'dex_audit', name: 'Dex audit' },
  { id: 'dex_integration_key', name: 'DEX integration key' },
  // new-domain: entity kinds
] as const;

export type EntityKind = (typeof ENTITY_KINDS)[number]['id'];
export const ENTITY_KIND_IDS = ENTITY_KINDS.map((kind) => kind.id) as [EntityKind, ...EntityKind[]];

export function entityName(kind: string): string {
  return ENTITY_KINDS.find((k) => k.id === kind)?.name ?? kind;
}
