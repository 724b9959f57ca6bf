/**
 * The purchase invoice as a PDF ("Save & Generate Invoice", issue "Procurement end to end").
 * pdfmake lays out tables whose header repeats on every page and a footer with the page
 * number (docs/decisions.md). The standard PDF fonts cannot print ₹, so DejaVu Sans is
 * embedded from the dejavu-fonts-ttf package; pdfmake may read those two files and nothing
 * else, and fetch no URL.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { CURRENCY_SYMBOL } from '../../contract/constants.ts';
import { PURCHASE_TAX_TYPES, type PurchaseTaxType } from '../../contract/procurement.ts';
import { lineAmounts, orderTotals, type PricedLine } from '../../machines/records/purchaseTotals.ts';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_FILES = [join(fontDir, 'DejaVuSans.ttf'), join(fontDir, 'DejaVuSans-Bold.ttf')];
pdfmake.setFonts({ DejaVuSans: { normal: FONT_FILES[0]!, bold: FONT_FILES[1]!, italics: FONT_FILES[0]!, bolditalics: FONT_FILES[1]! } });
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.includes(path));
pdfmake.setUrlAccessPolicy(() => false);

export interface InvoiceParty {
  name: string;
  /** Lines of the postal address, already joined as they should print. */
  address: string[];
  email?: string | null;
}

export interface PurchaseInvoice {
  invoice_number: string;
  invoice_date: string;
  purchase_order_id: number;
  tax_type: PurchaseTaxType;
  supplier: InvoiceParty;
  warehouse: InvoiceParty;
  lines: (PricedLine & { sku: string; name: string })[];
}

const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (rupees: number) => `${CURRENCY_SYMBOL}${amount.format(rupees)}`;

function party(title: string, who: InvoiceParty): Content {
  return { stack: [{ text: title, bold: true }, who.name, ...who.address, ...(who.email ? [who.email] : [])] };
}

export function invoiceDefinition(invoice: PurchaseInvoice): TDocumentDefinitions {
  const intraState = invoice.tax_type === 'INTRA_STATE';
  const taxHeads = intraState ? ['CGST', 'SGST'] : ['IGST'];
  const header = ['SKU', 'Product', 'Qty', 'Price', 'Taxable', ...taxHeads, 'Cess', 'Total'].map((text) => ({ text, bold: true }));
  const rows = invoice.lines.map((line) => {
    const a = lineAmounts(line, invoice.tax_type);
    const taxes = intraState ? [money(a.cgst), money(a.sgst)] : [money(a.igst)];
    return [line.sku, line.name, String(line.quantity), money(line.price), money(a.taxable), ...taxes, money(a.cess), money(a.total)];
  });
  const totals = orderTotals(invoice.lines, invoice.tax_type);
  const totalTaxes = intraState ? [money(totals.cgst), money(totals.sgst)] : [money(totals.igst)];
  const totalRow = [{ text: 'Total', bold: true, colSpan: 2 }, '', String(totals.quantity), '', money(totals.taxable), ...totalTaxes, money(totals.cess), { text: money(totals.total), bold: true }];
  const taxName = PURCHASE_TAX_TYPES.find((t) => t.id === invoice.tax_type)?.name ?? invoice.tax_type;
  return {
    info: { title: `Invoice ${invoice.invoice_number}`, subject: `Purchase order ${invoice.purchase_order_id}` },
    defaultStyle: { font: 'DejaVuSans', fontSize: 8 },
    pageOrientation: 'landscape',
    footer: (page, pages) => ({ text: `Invoice ${invoice.invoice_number} · page ${page} of ${pages}`, alignment: 'center', fontSize: 7 }),
    content: [
      { text: `Invoice ${invoice.invoice_number}`, fontSize: 14, bold: true },
      { text: `Date ${invoice.invoice_date} · Purchase order ${invoice.purchase_order_id} · Tax: ${taxName}`, margin: [0, 2, 0, 10] },
      { columns: [party('Supplier', invoice.supplier), party('Deliver to', invoice.warehouse)], margin: [0, 0, 0, 10] },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', 'auto', ...taxHeads.map(() => 'auto'), 'auto', 'auto'],
          body: [header, ...rows, totalRow],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

/** The invoice's PDF bytes. */
export async function invoicePdf(invoice: PurchaseInvoice): Promise<Buffer> {
  return pdfmake.createPdf(invoiceDefinition(invoice)).getBuffer();
}
