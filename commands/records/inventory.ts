/**
 * The inventory screens' commands: "Upload stock for this warehouse" on
 * /warehouse-inventory/{warehouseId} opens the bulk stock upload (upload.warehouse_stock), and
 * "Download bulk stock sample" gives its sample file. Both are for those who may upload.
 */
import { uploadWarehouseStock } from '../../contract/actions/inventory.ts';
import { recordAction } from '../record.ts';

/** What the warehouse inventory screen lets its commands do. */
export interface WarehouseInventoryView {
  uploadStock(): void;
  downloadSample(): void;
}

export const WAREHOUSE_INVENTORY_ACTIONS = [
  recordAction<WarehouseInventoryView>({
    id: 'upload.warehouse_stock',
    title: 'Upload stock for this warehouse',
    keywords: ['bulk', 'csv', 'import', 'stock', 'inventory', 'set stock'],
    action: uploadWarehouseStock,
    run: (view) => view.uploadStock(),
  }),
  recordAction<WarehouseInventoryView>({
    id: 'sample.warehouse_stock',
    title: 'Download bulk stock sample',
    keywords: ['csv', 'template', 'sample file'],
    action: uploadWarehouseStock,
    run: (view) => view.downloadSample(),
  }),
];
