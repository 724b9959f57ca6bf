/**
 * /hardware-boards: the company's boards, searchable, filtered by link and board type; "Onboard
 * board" opens a dialog (also from the palette, ?onboard=1); each row links its board to a
 * machine or takes it off (after a confirmation). Opening a row (Enter) shows the board with its
 * device key, where the key is issued, rotated or revoked (also from the palette).
 */
import { useState } from 'react';
import type { Infer } from 'superstruct';
import { BOARD_TYPES, choiceName } from '../../../contract/actions/board-settings-templates.ts';
import { BOARD_LINK_STATES, HARDWARE_BOARD_MESSAGES, listHardwareBoards, unlinkHardwareBoard, type HardwareBoardRow } from '../../../contract/actions/hardware-boards.ts';
import { callUndoable } from '../../platform/undo/undo.ts';
import { paths } from '../../platform/paths.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { Button, CellLink, DataTable, FilterBar, columnsFor, formatDate, useConfirm, useFilters, useListQuery, useQueryState, type FilterDef } from '../../ui/index.ts';
import { LinkBoardDialog, OnboardBoardDialog } from './BoardDialogs.tsx';
import { BoardKeyPanel, keyLabel } from './BoardKey.tsx';

type Board = Infer<typeof HardwareBoardRow>;

const FILTERS: readonly FilterDef[] = [
  { kind: 'single', key: 'link', label: 'Link', options: BOARD_LINK_STATES },
  { kind: 'multi', key: 'board_type', label: 'Board type', options: BOARD_TYPES },
];

export default function HardwareBoardsScreen() {
  const permissions = usePermissions();
  const url = useQueryState();
  const filters = useFilters(FILTERS);
  const [linking, setLinking] = useState<Board | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const link = filters.single('link') as 'linked' | 'unlinked' | undefined;
  const query = useListQuery(listHardwareBoards, {
    defaultSort: { sortBy: 'onboarded_at', sortDir: 'DESC' },
    filters: { link: link ? [link] : undefined, board_type: filters.numbers('board_type') as (1 | 2)[] | undefined },
  });
  const canAdd = permissions.includes('PERM_ADD_HARDWARE_BOARD');
  const canUpdate = permissions.includes('PERM_UPDATE_HARDWARE_BOARD');
  const onboarding = canAdd && url.get('onboard') === '1';
  const opened = query.rows.find((b) => String(b.id) === url.get('board')) ?? null;

  const unlink = async (board: Board) => {
    const machine = board.vending_machine?.name ?? 'its machine';
    if (!(await confirm({ title: 'Unlink board?', text: `Board ${board.serial} will be taken off ${machine}.`, confirmLabel: 'Unlink' }))) return;
    await callUndoable(unlinkHardwareBoard, { id: board.id, version: board.version }, { message: HARDWARE_BOARD_MESSAGES.unlinked, onUndone: query.reload });
    query.reload();
  };

  const columns = columnsFor(listHardwareBoards, [
    { key: 'serial', header: 'Serial number', sortKey: 'serial' },
    { key: 'board_type', header: 'Board type', sortKey: 'board_type', value: (r) => choiceName(BOARD_TYPES, r.board_type) },
    { key: 'firmware', header: 'Firmware', sortKey: 'firmware' },
    { key: 'onboarded_at', header: 'Onboarded', sortKey: 'onboarded_at', render: (r) => formatDate(r.onboarded_at), csv: (r) => r.onboarded_at },
    {
      key: 'vending_machine',
      header: 'Vending machine',
      render: (r) => (r.vending_machine ? <CellLink href={paths.vmById(r.vending_machine.id)} className="text-indigo-700 hover:underline">{r.vending_machine.name}</CellLink> : <span className="text-slate-600">Not linked</span>),
      csv: (r) => r.vending_machine?.name ?? '',
    },
    {
      key: 'device_key',
      header: 'Device key',
      render: (r) => (r.device_key ? <span className="font-mono text-xs">{keyLabel(r.device_key.prefix)}</span> : <span className="text-slate-600">No device key</span>),
      csv: (r) => (r.device_key ? keyLabel(r.device_key.prefix) : ''),
    },
    {
      key: 'link',
      header: 'Link',
      render: (r) => !canUpdate ? null : r.vending_machine
        ? <Button variant="secondary" className="!px-2 !py-1 text-xs" onClick={() => void unlink(r)} aria-label={`Unlink board ${r.serial}`}>Unlink</Button>
        : <Button variant="secondary" className="!px-2 !py-1 text-xs" onClick={() => setLinking(r)} aria-label={`Link board ${r.serial}`}>Link</Button>,
      csv: () => '',
    },
  ]);

  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      {opened && <BoardKeyPanel key={opened.id} board={opened} onChanged={query.reload} onClose={() => url.set({ board: null })} />}
      <DataTable
        query={query}
        onOpen={(row) => url.set({ board: String(row.id) })}
        columns={columns}
        label="Hardware boards"
        exportName="hardware-boards"
        searchPlaceholder="Search serial, firmware or machine"
        pager="filter-bar"
        actions={canAdd && <Button onClick={() => url.set({ onboard: '1' })}>Onboard board</Button>}
      />
      {onboarding && <OnboardBoardDialog onClose={(saved) => { url.set({ onboard: null }); if (saved) query.reload(); }} />}
      {confirmDialog}
      {linking && <LinkBoardDialog board={linking} onClose={(saved) => { setLinking(null); if (saved) query.reload(); }} />}
    </div>
  );
}
