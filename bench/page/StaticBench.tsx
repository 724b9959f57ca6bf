/**
 * The scrolling floor: a list as tall as the big table's, in the same scroller and shell,
 * drawn once and never changed by a scroll (striped rows, no text). Scrolled exactly as the
 * table is, the frames it drops are what this machine drops with no rows to draw.
 */
import { useEffect } from 'react';
import { markMountedAfterPaint } from './mounted.ts';
import { TABLE_ROWS } from './TableBench.tsx';

/** DataTable's row height on this page (the scroll measures read it from the first row). */
const ROW_HEIGHT = 41;
const stripes = `repeating-linear-gradient(to bottom, #ffffff 0 ${ROW_HEIGHT - 1}px, #e2e8f0 ${ROW_HEIGHT - 1}px ${ROW_HEIGHT}px)`;

export function StaticBench() {
  useEffect(markMountedAfterPaint, []);
  return (
    <div className="flex h-screen overflow-hidden">
      <main className="flex-1 overflow-y-auto p-4">
        <section className="rounded-xl border border-slate-200 bg-white">
          <div className="relative z-0 max-h-[70vh] overflow-auto border-t border-slate-200 bg-white">
            <table aria-label="Orders" className="block w-full text-left text-sm">
              <thead className="sticky top-0 z-10 block bg-slate-50 text-xs uppercase text-slate-500">
                <tr className="block">
                  <th className="block px-4 py-2.5 font-medium">Static rows</th>
                </tr>
              </thead>
              <tbody className="relative block" style={{ height: TABLE_ROWS * ROW_HEIGHT, backgroundImage: stripes }}>
                <tr data-index={0} className="block" style={{ height: ROW_HEIGHT }}>
                  <td className="block px-4 py-2.5">Row 1</td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>
      </main>
    </div>
  );
}
