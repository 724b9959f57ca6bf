/**
 * A purchase order's amounts, worked in paise so every screen, invoice and report adds up to
 * the same rupee: each line's taxable value, its GST (split in halves as CGST and SGST within
 * a state, whole as IGST across states) and cess, rounded per line as an invoice prints them.
 */
import type { PurchaseTaxType } from '../../contract/procurement.ts';

export interface PricedLine {
  quantity: number;
  /** Rupees per unit before tax. */
  price: number;
  gst_percent: number;
  cess_percent: number;
}

export interface LineAmounts {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  total: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amountInPaise: number) => amountInPaise / 100;

function linePaise(line: PricedLine, taxType: PurchaseTaxType) {
  const taxable = line.quantity * paise(line.price);
  const gst = Math.round((taxable * line.gst_percent) / 100);
  const cess = Math.round((taxable * line.cess_percent) / 100);
  // Within a state the two halves must add up to the GST: the odd paisa goes to CGST.
  const sgst = taxType === 'INTRA_STATE' ? Math.floor(gst / 2) : 0;
  const cgst = taxType === 'INTRA_STATE' ? gst - sgst : 0;
  const igst = taxType === 'INTER_STATE' ? gst : 0;
  return { taxable, cgst, sgst, igst, cess, total: taxable + gst + cess };
}

function inRupees(amounts: Record<keyof LineAmounts, number>): LineAmounts {
  return {
    taxable: rupees(amounts.taxable), cgst: rupees(amounts.cgst), sgst: rupees(amounts.sgst),
    igst: rupees(amounts.igst), cess: rupees(amounts.cess), total: rupees(amounts.total),
  };
}

export function lineAmounts(line: PricedLine, taxType: PurchaseTaxType): LineAmounts {
  return inRupees(linePaise(line, taxType));
}

/** The order's totals: the sum of its lines' rounded amounts, and the units in all. */
export function orderTotals(lines: readonly PricedLine[], taxType: PurchaseTaxType): LineAmounts & { quantity: number } {
  const sum = { taxable: 0, cgst: 0, sgst: 0, igst: 0, cess: 0, total: 0 };
  for (const line of lines) {
    const amounts = linePaise(line, taxType);
    for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += amounts[key];
  }
  return { ...inRupees(sum), quantity: lines.reduce((units, line) => units + line.quantity, 0) };
}
