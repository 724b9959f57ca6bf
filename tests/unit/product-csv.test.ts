/** The product import file's reader (src/features/products/csv-read.ts): quoting, line numbers, columns by header. */
import { describe, expect, it } from 'vitest';
import { productCsv, productRows, readCsv } from '../../src/features/products/csv-read.ts';

describe('readCsv', () => {
  it('reads quoted cells with commas, escaped quotes and line breaks, CRLF or LF, and a BOM', async () => {
    const text = '\uFEFFsku,name\r\nA1,"Chips, salted"\r\nA2,"Say ""hi"""\nA3,"two\nlines"\nA4,plain';
    const records = await readCsv(text);
    expect(records).toEqual([
      { line: 1, cells: ['sku', 'name'] },
      { line: 2, cells: ['A1', 'Chips, salted'] },
      { line: 3, cells: ['A2', 'Say "hi"'] },
      { line: 4, cells: ['A3', 'two\nlines'] },
      { line: 6, cells: ['A4', 'plain'] },
    ]);
  });

  it('reads a large file in slices, reporting progress up to 1', async () => {
    const lines = ['sku,name', ...Array.from({ length: 20_000 }, (_, i) => `S${i},Product ${i}`)];
    const seen: number[] = [];
    const records = await readCsv(lines.join('\n'), (f) => seen.push(f));
    expect(records).toHaveLength(20_001);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(1);
  });
});

describe('productRows', () => {
  it('maps columns by header in any order, skips blank lines, keeps file lines, and names missing columns', async () => {
    const text = 'Name,SKU,Category,Brand,Unit,Packaging,MRP,HSN,GST,Cess,Net Quantity,Status\nCola,C1,Drinks,X,ml,Can,40,2202,12,0,300 ml,Active\n,,,,,,,,,,,\nTea,T1,Drinks,X,ml,Can,20,2202,5,0,200 ml,Inactive\n';
    const { rows, missing } = productRows(await readCsv(text));
    expect(missing).toEqual([]);
    expect(rows.map((r) => [r.line, r.sku, r.name, r.net_quantity, r.status])).toEqual([[2, 'C1', 'Cola', '300 ml', 'Active'], [4, 'T1', 'Tea', '200 ml', 'Inactive']]);
    expect(productRows(await readCsv('sku,name\nA,B')).missing).toEqual(['category', 'brand', 'unit', 'packaging', 'mrp', 'hsn', 'gst', 'cess', 'net_quantity', 'status']);
  });

  it('writes the sample and refused-rows files that it reads back', async () => {
    const text = productCsv([{ sku: 'A1', name: 'Chips, "hot"', description: 'two\nlines', problems: 'mrp: Value required' }], 'problems');
    const [header, row] = await readCsv(text);
    expect(header!.cells.at(-1)).toBe('problems');
    expect(row!.cells[1]).toBe('Chips, "hot"');
    expect(row!.cells.at(-1)).toBe('mrp: Value required');
  });
});
