/**
 * The link kit (domain.md §2 "Linking screens", §6 "Link grants"): one panel for every two-sided
 * link screen, and for later ones (negative items). It shows the current links (default rows
 * without Edit and Delete; others with them), and
 * - on the add path: a server-paged checkbox table of what may be added, with search and the
 *   exclusive "All" (every one the search matches), and the flags new links get;
 * - on the edit path: each link's flags, changed in place and saved together; a link without
 *   flags has nothing to change in place, so its edit path adds links as the add path does
 *   ("Edit Vending Machine Linked Successfully", domain.md §8).
 * The Delete icon removes one link after a confirmation.
 */
import { useCallback, useMemo, useState } from 'react';
import type { Infer } from 'superstruct';
import { LINK_ACTIONS, type LinkRow } from '../../../contract/actions/links.ts';
import { LINK_FLAG_NAMES, LINK_MESSAGES as M, LINK_SIDES, linkedMessage, type LinkFlag, type LinkSideId } from '../../../contract/links.ts';
import { call } from '../../api/client.ts';
import { Button, Checkbox, DataTable, toastError, toastSuccess, useConfirm, useListQuery, type Column } from '../../ui/index.ts';

type Row = Infer<typeof LinkRow>;

const flagText = (flags: readonly string[]) => (flags.length ? flags.map((f) => LINK_FLAG_NAMES[f as LinkFlag]).join(', ') : '--');

function FlagBoxes({ flags, value, onChange, label, disabled }: { flags: readonly LinkFlag[]; value: readonly string[]; onChange(next: LinkFlag[]): void; label: string; disabled?: boolean }) {
  return (
    <span role="group" aria-label={label} className="inline-flex flex-wrap gap-3">
      {flags.map((f) => (
        <Checkbox
          key={f}
          label={LINK_FLAG_NAMES[f]}
          checked={value.includes(f)}
          disabled={disabled}
          onChange={(on) => onChange(flags.filter((x) => (x === f ? on : value.includes(x))))}
        />
      ))}
    </span>
  );
}

export function LinkPanel({ side, ownerId, edit, onEditRow }: { side: LinkSideId; ownerId: number; edit: boolean; onEditRow?: (row: Row) => void }) {
  const s = LINK_SIDES[side];
  const rows = 'rows' in s ? s.rows : s.noun;
  const actions = LINK_ACTIONS[side];
  const flags = s.flags as readonly LinkFlag[];
  const [confirm, confirmDialog] = useConfirm();
  const current = useListQuery(actions.list, { defaultSort: { sortBy: 'name', sortDir: 'ASC' }, filters: { id: ownerId, linked: true }, urlKey: 'linked' });
  const candidates = useListQuery(actions.list, { defaultSort: { sortBy: 'name', sortDir: 'ASC' }, filters: { id: ownerId, linked: false }, urlKey: 'add' });
  const [picked, setPicked] = useState<Map<number, string>>(() => new Map());
  const [all, setAll] = useState(false);
  const [newFlags, setNewFlags] = useState<LinkFlag[]>([...flags]);
  const [edited, setEdited] = useState<Map<number, LinkFlag[]>>(() => new Map());
  const [saving, setSaving] = useState(false);

  const save = useCallback(async (fields: Record<string, unknown>, message: string) => {
    setSaving(true);
    try {
      await call(actions.write, { id: ownerId, ...fields });
      toastSuccess(message);
      setPicked(new Map());
      setAll(false);
      setEdited(new Map());
      current.reload();
      candidates.reload();
    } catch (e) {
      toastError(e);
    } finally {
      setSaving(false);
    }
  }, [actions.write, ownerId, current, candidates]);

  const remove = useCallback(async (row: Row) => {
    if (!(await confirm({ title: 'Remove link', text: M.confirmRemove(row.name), confirmLabel: 'Yes, remove it', tone: 'danger' }))) return;
    await save({ remove: [row.id] }, M.removed);
  }, [confirm, save]);

  const toggle = useCallback((row: Row) => {
    if (all) return;
    setPicked((now) => {
      const next = new Map(now);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row.name);
      return next;
    });
  }, [all]);

  const flagsOf = useCallback((row: Row) => edited.get(row.id) ?? (row.flags as LinkFlag[]), [edited]);

  const currentColumns = useMemo((): Column<Row, 'name'>[] => [
    { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium text-slate-900' },
    { key: 'detail', header: 'Detail' },
    ...(flags.length ? [{
      key: 'flags', header: 'Access',
      render: (row: Row) => (edit
        ? <FlagBoxes flags={flags} value={flagsOf(row)} label={`Access of ${row.name}`} disabled={row.is_default} onChange={(next) => setEdited((m) => new Map(m).set(row.id, next))} />
        : flagText(row.flags)),
      value: (row: Row) => flagText(row.flags),
    } as Column<Row, 'name'>] : []),
    { key: 'is_default', header: 'Default', value: (row: Row) => (row.is_default ? 'Yes' : 'No') },
  ], [flags, edit, flagsOf]);

  const candidateColumns = useMemo((): Column<Row, 'name'>[] => [
    {
      key: 'picked', header: 'Select', width: 72, csv: false,
      render: (row) => (
        <input type="checkbox" tabIndex={-1} aria-label={`Select ${row.name}`} className="h-4 w-4 rounded border-slate-300 accent-indigo-600"
          checked={all || picked.has(row.id)} disabled={all} onChange={() => toggle(row)} />
      ),
    },
    { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium text-slate-900' },
    { key: 'detail', header: 'Detail' },
  ], [all, picked, toggle]);

  const chosen = all ? candidates.total : picked.size;
  const adds = !edit || flags.length === 0;

  return (
    <div className="space-y-6">
      <section className="space-y-2" aria-label="Current links">
        <h2 className="font-semibold text-slate-900">Linked</h2>
        <DataTable
          query={current}
          columns={currentColumns}
          label={`Linked ${rows}s`}
          onEdit={edit ? undefined : onEditRow}
          onDelete={(row) => void remove(row)}
          searchPlaceholder="Search name"
        />
        {edit && flags.length > 0 && (
          <Button type="button" disabled={saving || edited.size === 0}
            onClick={() => void save({ flags: [...edited].map(([id, f]) => ({ id, flags: f })) }, linkedMessage(s.noun, true))}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        )}
      </section>
      {adds && (
        <section className="space-y-2" aria-label={`Add ${rows}s`}>
          <h2 className="font-semibold text-slate-900">Add {rows}s</h2>
          <form
            className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (chosen === 0) { toastError(new Error(M.noneChosen)); return; }
              void save(all ? { all: true, search: candidates.search || undefined, add_flags: flags.length ? newFlags : undefined }
                : { add: [...picked.keys()], add_flags: flags.length ? newFlags : undefined }, linkedMessage(s.noun, edit));
            }}
          >
            <Checkbox label="All" checked={all} onChange={(on) => { setAll(on); if (on) setPicked(new Map()); }} />
            {flags.length > 0 && <FlagBoxes flags={flags} value={newFlags} onChange={setNewFlags} label="Access of the new links" />}
            <Button type="submit" disabled={saving}>{saving ? 'Linking...' : 'Link'}</Button>
            <p className="basis-full text-sm text-slate-600" role="status" aria-live="polite">
              {all ? M.allHint : picked.size === 0 ? 'None selected: tick them in the table below (Enter ticks the active row).'
                : `${picked.size} selected: ${[...picked.values()].join(', ')}.`}
            </p>
          </form>
          <DataTable query={candidates} columns={candidateColumns} label={`${rows}s to link`} onOpen={toggle} searchPlaceholder="Search name or detail" />
        </section>
      )}
      {confirmDialog}
    </div>
  );
}
