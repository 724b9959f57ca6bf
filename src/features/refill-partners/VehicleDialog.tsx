/**
 * Add or edit a refill partner's vehicle: a name and a registration number. The vehicle is a
 * warehouse of storage type Vehicle, so it holds stock and serves transfers and refill plans.
 */
import { REFILL_PARTNER_MESSAGES, VEHICLE_FIELD_RULES, createVehicle, updateVehicle } from '../../../contract/actions/refill-partners.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { TextInput, toastSuccess } from '../../ui/index.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';

interface Props {
  partnerId: number;
  /** The vehicle to edit; none to add one. */
  vehicle?: { id: number; version: number; name: string; registration_number: string };
  onClose(changed: boolean): void;
}

export function VehicleDialog({ partnerId, vehicle, onClose }: Props) {
  const form = useForm({
    initial: { name: vehicle?.name ?? '', registration_number: vehicle?.registration_number ?? '' },
    rules: { fields: VEHICLE_FIELD_RULES },
    guard: false,
    onSubmit: async (v) => {
      const fields = { name: v.name.trim(), registration_number: v.registration_number.trim() };
      if (vehicle) await call(updateVehicle, { id: vehicle.id, version: vehicle.version, ...fields });
      else await call(createVehicle, { refill_partner_id: partnerId, ...fields });
      toastSuccess(vehicle ? REFILL_PARTNER_MESSAGES.vehicleUpdated : REFILL_PARTNER_MESSAGES.vehicleAdded);
      onClose(true);
    },
  });
  return (
    <FormDialog title={vehicle ? 'Edit vehicle' : 'Add vehicle'} busy={form.submitting} onCancel={() => onClose(false)} onSubmit={form.submit} submitLabel={vehicle ? 'Save vehicle' : 'Add vehicle'}>
      <TextInput label="Vehicle name" required autoFocus maxLength={255} {...form.field('name')} />
      <TextInput label="Registration number" required upperCase maxLength={20} hint="e.g. KA 01 AB 1234" {...form.field('registration_number')} />
    </FormDialog>
  );
}
