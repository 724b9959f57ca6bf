/** Pieces the machine screens share: the details card, the slot grid and the live reload. */
import type { ReactNode } from 'react';
import type { Infer } from 'superstruct';
import type { Slot, VendingMachineDetail, VendingMachineRow } from '../../../contract/actions/vending-machines.ts';
import { vmStatus } from '../../../contract/statuses.ts';
import { HELLO } from '../../platform/live/live-client.ts';
import { useLiveMessage } from '../../platform/live/useLiveMessage.ts';
import { DetailList, ProgressBar, StatusBadge, formatDate, percentOf, progressColour } from '../../ui/index.ts';

export type MachineDetail = Infer<typeof VendingMachineDetail>;
export type SlotRow = Infer<typeof Slot>;

/** Live messages about a machine carry its id under one of these names (notifications use the spec's shape). */
export function mentionsMachine(message: Record<string, unknown>, id: number): boolean {
  const nested = message.VendingMachine as { id?: unknown } | undefined;
  return message.vending_machine_id === id || message.id === id || nested?.id === id;
}

/**
 * Reloads when the machine's status changes, it vends (the simulator's VM_STOCK) or its device applies a config (VM_CONFIG) on the
 * vm-status feed, and after the feed (re)connects (HELLO), when messages may have been missed.
 */
export function useMachineLiveReload(id: number | null, reload: () => void) {
  const onMessage = (message: Record<string, unknown>) => {
    if (id !== null && mentionsMachine(message, id)) reload();
  };
  useLiveMessage('vm-status', 'VM_STATUS', onMessage);
  useLiveMessage('vm-status', 'VM_STOCK', onMessage);
  // Its device acknowledged a config (server/device/config.ts).
  useLiveMessage('vm-status', 'VM_CONFIG', onMessage);
  useLiveMessage('vm-status', HELLO, reload);
}

type ConfigState = Pick<Infer<typeof VendingMachineRow>, 'config_version' | 'config_applied_version' | 'config_applied_at' | 'config_pending_since'>;

/** Where the machine's device stands with its config: "Config v12 applied …", "v13 pending since …" or "No device connected". */
export function configSummary(m: ConfigState): string {
  if (m.config_version === null) return 'No device connected';
  if (m.config_pending_since !== null) return `v${m.config_version} pending since ${formatDate(m.config_pending_since)}`;
  return `Config v${m.config_applied_version ?? m.config_version} applied ${formatDate(m.config_applied_at)}`;
}

export function MachineDetails({ machine, title, actions }: { machine: MachineDetail; title: string; actions?: ReactNode }) {
  const place = (ref: { name: string } | null) => ref?.name ?? null;
  return (
    <DetailList
      title={title}
      actions={actions}
      items={[
        { label: 'Name', value: machine.name },
        { label: 'Code', value: <span className="font-mono">{machine.code}</span> },
        { label: 'Status', value: <StatusBadge status={vmStatus(machine.status)} /> },
        { label: 'Location', value: machine.location },
        { label: 'City', value: machine.city },
        { label: 'Warehouse', value: place(machine.warehouse) },
        { label: 'Store', value: place(machine.store) },
        { label: 'Zone', value: place(machine.zone) },
        { label: 'Franchise', value: place(machine.franchise) },
        { label: 'Hardware Board', value: machine.hardware_board_name },
        { label: 'Config', value: configSummary(machine) },
        { label: 'Layout', value: `${machine.rows} rows × ${machine.columns} columns (${machine.slot_count} slots)` },
        { label: 'Stock', value: <ProgressBar value={machine.stock_percent} max={100} label="Machine stock" /> },
        { label: 'Motors Off', value: String(machine.motors_off) },
        {
          label: 'Coordinates',
          value: machine.latitude !== null && machine.longitude !== null ? `${machine.latitude.toFixed(5)}, ${machine.longitude.toFixed(5)}` : null,
        },
        { label: 'Created', value: formatDate(machine.created_at) },
        { label: 'Last Updated', value: formatDate(machine.updated_at) },
        ...(machine.deleted_at ? [{ label: 'Deleted On', value: formatDate(machine.deleted_at) }] : []),
      ]}
    />
  );
}

const fillClass = { red: 'border-red-200 bg-red-50', yellow: 'border-yellow-200 bg-yellow-50', green: 'border-green-200 bg-green-50' } as const;

/**
 * The machine's trays: one card per slot in row and column order, with its coil, product,
 * quantity of item_layout_max and whether its motor is on. `withFill` tints each card and
 * adds a stock bar in the progress colours (the live stock view).
 */
export function SlotGrid({ slots, columns, withFill = false }: { slots: SlotRow[]; columns: number; withFill?: boolean }) {
  const rows = [...new Set(slots.map((s) => s.row))].sort((a, b) => a - b);
  return (
    <div className="space-y-2 overflow-x-auto">
      {rows.map((row) => (
        <ol key={row} aria-label={`Row ${row}`} className="grid gap-2" style={{ gridTemplateColumns: `repeat(${Math.max(columns, 1)}, minmax(7.5rem, 1fr))` }}>
          {slots
            .filter((s) => s.row === row)
            .map((slot) => {
              const percent = percentOf(slot.quantity, slot.item_layout_max);
              const tint = withFill ? fillClass[progressColour(percent)] : 'border-slate-200 bg-white';
              return (
                <li
                  key={slot.id}
                  data-testid={`slot-${slot.coil}`}
                  aria-label={`Coil ${slot.coil}: ${slot.product?.name ?? 'empty'}, ${slot.quantity} of ${slot.item_layout_max}${slot.motor_activated ? '' : ', motor off'}`}
                  className={`rounded-lg border p-2 text-xs ${tint}`}
                >
                  <div className="flex items-center justify-between">
                    <span className="font-mono font-semibold text-slate-700">{slot.coil}</span>
                    {!slot.motor_activated && <span className="rounded bg-red-100 px-1 text-[10px] font-medium text-red-700">Motor off</span>}
                  </div>
                  <p className="mt-1 line-clamp-2 min-h-8 text-slate-900" title={slot.product?.name}>
                    {slot.product?.name ?? <span className="text-slate-600">Empty slot</span>}
                  </p>
                  <p className="mt-1 tabular-nums text-slate-600">
                    {slot.quantity} / {slot.item_layout_max}
                  </p>
                  {withFill && <ProgressBar value={slot.quantity} max={slot.item_layout_max} label={`Stock of coil ${slot.coil}`} />}
                </li>
              );
            })}
        </ol>
      ))}
    </div>
  );
}
