/** A purchase order's amounts in paise, and the invoice PDF that prints them. */
import { describe, expect, it } from 'vitest';
import { lineAmounts, orderTotals } from '../../machines/records/purchaseTotals.ts';
import { invoiceDefinition, invoicePdf, type PurchaseInvoice } from '../../server/documents/invoice-pdf.ts';

const lines = [
  { sku: 'SKU-1', name: 'Masala Chips 50 g', quantity: 3, price: 10.05, gst_percent: 12, cess_percent: 0 },
  { sku: 'SKU-2', name: 'Cola 300 ml', quantity: 7, price: 21.5, gst_percent: 28, cess_percent: 12 },
];

describe('amounts', () => {
  it('within a state the GST is split as CGST and SGST, whose halves add up to it to the paisa', () => {
    // 3 × 10.05 = 30.15; 12 % = 3.618 → 3.62: CGST 1.81, SGST 1.81.
    expect(lineAmounts(lines[0]!, 'INTRA_STATE')).toEqual({ taxable: 30.15, cgst: 1.81, sgst: 1.81, igst: 0, cess: 0, total: 33.77 });
    // 7 × 21.5 = 150.50; 28 % = 42.14 (21.07 each); cess 12 % = 18.06.
    expect(lineAmounts(lines[1]!, 'INTRA_STATE')).toEqual({ taxable: 150.5, cgst: 21.07, sgst: 21.07, igst: 0, cess: 18.06, total: 210.7 });
  });

  it('across states it is IGST, and the totals are the sums of the rounded lines', () => {
    expect(lineAmounts({ quantity: 1, price: 0.05, gst_percent: 18, cess_percent: 0 }, 'INTRA_STATE')).toMatchObject({ cgst: 0.01, sgst: 0 });
    expect(orderTotals(lines, 'INTER_STATE')).toEqual({ taxable: 180.65, cgst: 0, sgst: 0, igst: 45.76, cess: 18.06, total: 244.47, quantity: 10 });
  });
});

const invoice: PurchaseInvoice = {
  invoice_number: 'INV-2026-0042',
  invoice_date: 'Nov 25 2026',
  purchase_order_id: 42,
  tax_type: 'INTRA_STATE',
  supplier: { name: 'Sharma Snacks Pvt Ltd', address: ['12 MG Road', 'Bengaluru, Karnataka'], email: 'orders@sharma.example' },
  warehouse: { name: 'Whitefield Warehouse', address: ['Plot 4, ITPL Road', 'Bengaluru, Karnataka'] },
  lines,
};

describe('the invoice PDF', () => {
  it('prints every line and the totals in rupees, with CGST and SGST columns within a state', () => {
    const table = JSON.stringify(invoiceDefinition(invoice).content);
    for (const text of ['Masala Chips 50 g', '₹33.77', '₹210.70', '₹244.47', 'CGST', 'SGST']) expect(table).toContain(text);
    expect(table).not.toContain('IGST');
  });

  it('is a PDF with DejaVu Sans embedded, so ₹ prints', async () => {
    const pdf = await invoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
  });
});
