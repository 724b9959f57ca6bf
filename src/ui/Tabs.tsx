/** A row of tabs, one selected: the screens that show one of several lists (/vm's deleted machines, /dex-reconciliation). */
export function Tabs<Id extends string>({ label, tabs, current, onSelect }: {
  label: string;
  tabs: readonly { id: Id; label: string }[];
  current: Id;
  onSelect: (id: Id) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className="inline-flex rounded-lg border border-slate-200 bg-white p-1">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={current === tab.id}
          onClick={() => onSelect(tab.id)}
          className={`rounded-md px-3 py-1.5 text-sm ${current === tab.id ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-50'}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
