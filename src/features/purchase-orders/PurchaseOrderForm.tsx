/**
 * The add / edit / same purchase order form (domain.md §3, §5): supplier, warehouse ("Please
 * select a Warehouse"), tax type and the lines, chosen from the supplier's product terms with
 * the warehouse's stock beside them. Save as draft or create the order; an order being edited
 * keeps its status. "Same purchase order" starts from a copy of another order's choices; a
 * suggested order (SuggestedPurchaseOrder.tsx) starts from the lines suggested for its best
 * supplier, and choosing another supplier of the suggestion brings that supplier's lines.
 */
import { useRef } from 'react';
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  PURCHASE_LINE_RULES, PURCHASE_ORDER_FIELD_RULES, PURCHASE_ORDER_MESSAGES, type PurchaseOrder, createPurchaseOrder,
  supplierTermsForPurchase, updatePurchaseOrder,
} from '../../../contract/actions/purchase-orders.ts';
import { listSuppliers } from '../../../contract/actions/suppliers.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { PURCHASE_TAX_TYPES, type PurchaseTaxType } from '../../../contract/procurement.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { useWarehouseOptions } from '../../platform/options.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, Select, formatMoney, toastSuccess } from '../../ui/index.ts';
import { PurchaseLinesEditor, lineTotal, type LineDraft } from './PurchaseLinesEditor.tsx';

type Order = Infer<typeof PurchaseOrder>;

interface Values extends Record<string, unknown> {
  supplier_id: string;
  warehouse_id: string;
  tax_type: PurchaseTaxType;
  lines: LineDraft[];
}

const initialOf = (o?: Order): Values => ({
  supplier_id: o ? String(o.supplier.id) : '',
  warehouse_id: o ? String(o.warehouse.id) : '',
  tax_type: o?.tax_type ?? 'INTRA_STATE',
  lines: (o?.lines ?? []).map((l) => ({ product_id: String(l.product_id), quantity: String(l.purchased_quantity), price: String(l.purchased_price) })),
});

/** A suggested order's start: the warehouse, the supplier first proposed, each supplier's lines, and why each product is there. */
export interface SuggestedStart {
  warehouse_id: number;
  supplier_id: number;
  linesFor(supplierId: string): LineDraft[];
  reasons: ReadonlyMap<string, string>;
}

const requestOf = (v: Values) => ({
  supplier_id: Number(v.supplier_id),
  warehouse_id: Number(v.warehouse_id),
  tax_type: v.tax_type,
  lines: v.lines.map((l) => ({ product_id: Number(l.product_id), quantity: Number(l.quantity), price: Number(l.price) })),
});

/** `order`: edit it; `copyOf`: a new order starting from another's choices; `suggested`: from a suggestion; none: a new order. */
export function PurchaseOrderForm({ order, copyOf, suggested }: { order?: Order; copyOf?: Order; suggested?: SuggestedStart }) {
  const [, navigate] = useLocation();
  const asDraft = useRef(false);
  const warehouses = useWarehouseOptions();
  const suppliers = useRecord(listSuppliers, { limit: MAX_LIST_LIMIT, sortBy: 'company_name', sortDir: 'ASC' });
  const form = useForm<Values>({
    initial: suggested
      ? { ...initialOf(), supplier_id: String(suggested.supplier_id), warehouse_id: String(suggested.warehouse_id), lines: suggested.linesFor(String(suggested.supplier_id)) }
      : initialOf(order ?? copyOf),
    rules: { fields: PURCHASE_ORDER_FIELD_RULES, rows: { lines: { product_id: [], ...PURCHASE_LINE_RULES } } },
    onSubmit: async (v) => {
      if (v.lines.length === 0) throw new Error(PURCHASE_ORDER_MESSAGES.noLines);
      if (order) {
        await call(updatePurchaseOrder, { ...requestOf(v), id: order.id, version: order.version });
        toastSuccess(PURCHASE_ORDER_MESSAGES.updated);
        form.leaveTo(paths.purchaseOrder(order.id));
      } else {
        const created = await call(createPurchaseOrder, { ...requestOf(v), status: asDraft.current ? 'DRAFT' : 'CREATED' });
        toastSuccess(PURCHASE_ORDER_MESSAGES.created);
        form.leaveTo(paths.purchaseOrder(created.data.id));
      }
    },
  });
  const { values } = form;
  const supplierId = Number(values.supplier_id) || null;
  const offered = useRecord(
    supplierTermsForPurchase,
    supplierId ? { supplier_id: supplierId, ...(values.warehouse_id ? { warehouse_id: Number(values.warehouse_id) } : {}) } : null,
  );
  const products = offered.data ?? [];
  const total = values.lines.reduce((sum, row) => sum + (lineTotal(row, products.find((p) => String(p.product_id) === row.product_id), values.tax_type) ?? 0), 0);
  const unavailable = !supplierId ? 'Select a supplier to choose from the products it sells.'
    : offered.status === 'loading' ? 'Loading the supplier\'s products...'
      : products.length === 0 ? 'This supplier has no product terms yet: add them on the supplier\'s screen.' : null;

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-6xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Order</legend>
        <Select
          label="Supplier"
          required
          options={(suppliers.data ?? []).map((s) => ({ id: s.id, name: s.company_name }))}
          {...form.field('supplier_id')}
          // Another supplier sells other products: its lines start again (from its suggestion, if any).
          onChange={(value) => form.setValues((v) => ({ ...v, supplier_id: value, lines: value === v.supplier_id ? v.lines : (suggested?.linesFor(value) ?? []) }))}
        />
        <Select label="Warehouse" required options={warehouses} {...form.field('warehouse_id')} />
        <Select
          label="Tax type"
          required
          options={PURCHASE_TAX_TYPES.map((t) => ({ id: t.id, name: t.name }))}
          value={values.tax_type}
          onChange={(value) => form.set('tax_type', value as PurchaseTaxType)}
          error={form.errors.tax_type ?? null}
        />
      </fieldset>
      <PurchaseLinesEditor
        rows={values.lines}
        offered={products}
        taxType={values.tax_type}
        onChange={(rows) => form.set('lines', rows)}
        rowError={(index, column) => form.rowError('lines', index, column)}
        unavailable={unavailable}
        reasons={suggested?.reasons}
      />
      <p className="text-right text-sm text-slate-700">Total with tax: <span className="font-semibold tabular-nums">{formatMoney(total)}</span></p>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(order ? paths.purchaseOrder(order.id) : paths.purchaseOrders())}>Cancel</Button>
        {!order && (
          // Not a submit button: Enter in the form creates the order, it does not save a draft.
          <Button variant="secondary" disabled={form.submitting} onClick={() => { asDraft.current = true; form.submit(); }}>Save as draft</Button>
        )}
        <Button type="submit" disabled={form.submitting} onClick={() => { asDraft.current = false; }}>
          {order ? 'Save changes' : 'Create purchase order'}
        </Button>
      </div>
    </form>
  );
}
