/**
 * /refill-partner/{id}: one refill partner: details and status, the app PIN's state (only for
 * PERM_VIEW_PASSWORD: whether one is set and when it changed, never the PIN), and their vehicles.
 * Edit, Deactivate/Activate, Set PIN and Add vehicle are buttons and palette commands.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { REFILL_PARTNER_ACTIONS } from '../../../commands/records/refill-partners.ts';
import {
  REFILL_PARTNER_MESSAGES, REFILL_PARTNER_STATUS, Vehicle, changeRefillPartnerStatus, getRefillPartner, refillPartnerStatus, updateVehicle,
} from '../../../contract/actions/refill-partners.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { callUndoable } from '../../platform/undo/undo.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { Button, CellLink, DetailList, LinkButton, StatusBadge, StaticTable, formatDate, useConfirm } from '../../ui/index.ts';
import { PinDialog } from './PinDialog.tsx';
import { VehicleDialog } from './VehicleDialog.tsx';

type VehicleRow = Infer<typeof Vehicle>;

export default function RefillPartnerScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getRefillPartner);
  const permissions = usePermissions();
  const [confirm, confirmDialog] = useConfirm();
  const [pinOpen, setPinOpen] = useState(false);
  const [vehicle, setVehicle] = useState<VehicleRow | 'new' | null>(null);
  const data = record.status === 'ready' ? record.data : null;
  const active = data?.status === REFILL_PARTNER_STATUS.active;

  const changeStatus = async (status: 1 | 2) => {
    if (!data) return;
    const ok = await confirm({
      text: status === REFILL_PARTNER_STATUS.inactive ? REFILL_PARTNER_MESSAGES.confirmDeactivate : REFILL_PARTNER_MESSAGES.confirmActivate,
      confirmLabel: status === REFILL_PARTNER_STATUS.inactive ? 'Yes, deactivate' : 'Yes, activate',
      tone: status === REFILL_PARTNER_STATUS.inactive ? 'danger' : 'primary',
    });
    if (!ok) return;
    await callUndoable(changeRefillPartnerStatus, { id: data.id, version: data.version, status }, {
      message: REFILL_PARTNER_MESSAGES.statusUpdated,
      onUndone: record.reload,
    });
    record.reload();
  };

  const actions = useRecordActions(REFILL_PARTNER_ACTIONS, {
    canDeactivate: !!data && active,
    canActivate: !!data && !active,
    edit: () => data && navigate(paths.editRefillPartner(data.id)),
    deactivate: () => void changeStatus(REFILL_PARTNER_STATUS.inactive),
    activate: () => void changeStatus(REFILL_PARTNER_STATUS.active),
    changePin: () => data && setPinOpen(true),
    addVehicle: () => data && setVehicle('new'),
  });
  if (!data) return <RecordFallback state={record} what="refill partner" back={{ href: paths.refillPartners(), label: 'Back to refill partners' }} />;
  const mayEditVehicles = hasAnyPermission(permissions, updateVehicle.permissions);
  const closeThen = (close: () => void) => (changed: boolean) => {
    close();
    if (changed) record.reload();
  };

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={actions['edit.refill_partner']}>Edit</GateButton>
            <GateButton gate={actions['change_pin.refill_partner']}>Set PIN</GateButton>
            <GateButton gate={actions['deactivate.refill_partner']} variant="danger">Deactivate</GateButton>
            <GateButton gate={actions['activate.refill_partner']}>Activate</GateButton>
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'Mobile number', value: data.mobile_number },
          { label: 'Email', value: data.email || '--' },
          { label: 'Status', value: <StatusBadge status={refillPartnerStatus(data.status)} /> },
          ...(data.pin
            ? [
              { label: 'App PIN', value: data.pin.is_set ? 'Set' : 'Not set' },
              { label: 'PIN last changed', value: data.pin.changed_at ? formatDate(data.pin.changed_at) : '--' },
            ]
            : []),
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <section className="space-y-2" aria-labelledby="partner-vehicles">
        <div className="flex items-center justify-between">
          <h2 id="partner-vehicles" className="font-semibold text-slate-900">Vehicles</h2>
          <GateButton gate={actions['create.vehicle']}>Add vehicle</GateButton>
        </div>
        <StaticTable
          label="Vehicles"
          rows={data.vehicles}
          columns={[
            { key: 'name', header: 'Vehicle', render: (v) => <CellLink href={paths.warehouse(v.id)} className="text-indigo-700 hover:underline">{v.name}</CellLink> },
            { key: 'registration_number', header: 'Registration number', render: (v) => <span className="font-mono">{v.registration_number}</span> },
            { key: 'stock', header: 'Units on board', align: 'right', render: (v) => String(v.stock) },
            ...(mayEditVehicles
              ? [{ key: 'edit', header: '', render: (v: VehicleRow) => <Button variant="secondary" onClick={() => setVehicle(v)} aria-label={`Edit vehicle ${v.name}`}>Edit</Button> }]
              : []),
          ]}
        />
      </section>
      {/*
        Links (issue 40, the links part): the linking screens of this partner (machines, warehouses,
        vehicles, app permissions, notifications) add their section or buttons here, from the
        routes they register; this screen shows none of its own.
      */}
      <LinkButton href={paths.refillPartners()} variant="secondary">Back to refill partners</LinkButton>
      {pinOpen && <PinDialog partner={data} isSet={data.pin?.is_set ?? null} onClose={closeThen(() => setPinOpen(false))} />}
      {vehicle && (
        <VehicleDialog partnerId={data.id} vehicle={vehicle === 'new' ? undefined : vehicle} onClose={closeThen(() => setVehicle(null))} />
      )}
      {confirmDialog}
    </div>
  );
}
