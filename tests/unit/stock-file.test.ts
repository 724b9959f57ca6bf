/** The bulk stock file's reading (contract/stock-file.ts), shared by the browser and the server. */
import { describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES } from '../../contract/actions/inventory.ts';
import { csvRecords, parseStockFile, sampleStockFile } from '../../contract/stock-file.ts';

describe('the bulk stock file', () => {
  it('reads quoted cells, doubled quotes, CRLF, a BOM and skips blank lines, keeping line numbers', () => {
    expect(csvRecords('\uFEFFsku,quantity\r\n"A,1","5"\r\n\r\n"B ""x""",7\n')).toEqual([
      { line: 1, cells: ['sku', 'quantity'] }, { line: 2, cells: ['A,1', '5'] }, { line: 4, cells: ['B "x"', '7'] },
    ]);
  });

  it('takes the columns in any order and case, and says what is wrong with the header or an empty file', () => {
    expect(parseStockFile('Quantity,SKU\n3,P1\n')).toEqual({ ok: true, rows: [{ line: 2, sku: 'P1', quantity: '3' }] });
    expect(parseStockFile('code,qty\nP1,3')).toEqual({ ok: false, message: INVENTORY_MESSAGES.badHeader });
    expect(parseStockFile('sku,quantity\n\n')).toEqual({ ok: false, message: INVENTORY_MESSAGES.emptyFile });
  });

  it('writes a sample the reader reads back', () => {
    const sample = sampleStockFile([{ sku: 'SKU-00001', quantity: 25 }, { sku: 'A,"B"', quantity: 0 }]);
    expect(parseStockFile(sample)).toEqual({ ok: true, rows: [{ line: 2, sku: 'SKU-00001', quantity: '25' }, { line: 3, sku: 'A,"B"', quantity: '0' }] });
  });
});
