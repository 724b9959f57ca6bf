/**
 * Set or reset a refill partner's app PIN (domain.md §7 "change refill-partner status or PIN"):
 * typed twice, sent once, stored hashed; the old PIN is never shown or asked for.
 */
import { PIN_RULES, REFILL_PARTNER_MESSAGES, changeRefillPartnerPin } from '../../../contract/actions/refill-partners.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { TextInput, toastSuccess } from '../../ui/index.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';

interface Props {
  partner: { id: number; version: number; name: string };
  /** Whether a PIN is set now, when the caller may know it (PERM_VIEW_PASSWORD); null when not. */
  isSet: boolean | null;
  onClose(changed: boolean): void;
}

export function PinDialog({ partner, isSet, onClose }: Props) {
  const form = useForm({
    initial: { pin: '', confirm: '' },
    rules: (v: { pin: string; confirm: string }) => ({
      fields: {
        pin: PIN_RULES,
        confirm: [(value: unknown) => (value === v.pin ? null : REFILL_PARTNER_MESSAGES.pinMismatch)],
      },
    }),
    guard: false,
    onSubmit: async (v) => {
      await call(changeRefillPartnerPin, { id: partner.id, version: partner.version, pin: v.pin });
      toastSuccess(isSet === false ? REFILL_PARTNER_MESSAGES.pinSet : REFILL_PARTNER_MESSAGES.pinChanged);
      onClose(true);
    },
  });
  return (
    <FormDialog title={`Set PIN for ${partner.name}`} busy={form.submitting} onCancel={() => onClose(false)} onSubmit={form.submit} submitLabel="Set PIN">
      <p className="text-sm text-slate-600">The new PIN replaces any earlier one. It is stored encrypted and cannot be shown again.</p>
      <TextInput label="New PIN" required autoFocus type="password" allowChars={/[0-9]/} maxLength={6} hint="4 to 6 digits" {...form.field('pin')} />
      <TextInput label="Confirm PIN" required type="password" allowChars={/[0-9]/} maxLength={6} {...form.field('confirm')} />
    </FormDialog>
  );
}
