/**
 * Scan mode: a keyboard-wedge barcode scanner types the SKU and Enter into this box; an exact
 * SKU match ticks the item (the machine decides). The box keeps focus for the next scan.
 */
import { useRef, useState } from 'react';
import { Button } from '../../ui/index.ts';

export function ScanBox({ message, onScan, onStop }: { message: string | null; onScan(sku: string): void; onStop(): void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3">
      <label className="flex flex-col text-sm font-medium text-slate-700">
        Scan SKU
        <input
          ref={input}
          autoFocus
          type="text"
          autoComplete="off"
          className="mt-1 w-64 rounded-md border border-slate-300 px-3 py-2 font-mono text-sm focus:border-indigo-500 focus:outline-none"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            // Enter ends a scan here; it must not submit the page.
            e.preventDefault();
            e.stopPropagation();
            if (text.trim()) onScan(text);
            setText('');
            input.current?.focus();
          }}
        />
      </label>
      <Button variant="secondary" onClick={onStop}>Stop scanning</Button>
      <p role="status" aria-live="polite" className="min-h-5 basis-full text-sm text-slate-700">{message}</p>
    </div>
  );
}
