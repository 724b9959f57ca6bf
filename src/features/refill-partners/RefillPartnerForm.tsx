/**
 * The add/edit refill partner form: the contract's field rules, checked as typed and again by the
 * server. Adding may set the refill app's PIN at once; afterwards it changes on its own (the view's
 * "Set PIN"), as the status does.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  REFILL_PARTNER_FIELD_RULES, REFILL_PARTNER_MESSAGES, RefillPartner, createRefillPartner, updateRefillPartner,
} from '../../../contract/actions/refill-partners.ts';
import { rules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, TextInput, toastSuccess } from '../../ui/index.ts';

type Partner = Infer<typeof RefillPartner>;

interface Values extends Record<string, unknown> {
  name: string;
  mobile_number: string;
  email: string;
  pin: string;
}

/** On add the PIN may stay empty (set later); when typed it must be 4 to 6 digits. */
const OPTIONAL_PIN = [rules.pattern(/^\d{4,6}$/, REFILL_PARTNER_MESSAGES.pinPattern)];

export function RefillPartnerForm({ refillPartner: record }: { refillPartner?: Partner }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      mobile_number: record?.mobile_number ?? '',
      email: record?.email ?? '',
      pin: '',
    },
    rules: { fields: { ...REFILL_PARTNER_FIELD_RULES, pin: record ? [] : OPTIONAL_PIN } },
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        mobile_number: v.mobile_number.trim(),
        email: v.email.trim(),
      };
      if (record) {
        await call(updateRefillPartner, { ...fields, id: record.id, version: record.version });
        toastSuccess(REFILL_PARTNER_MESSAGES.updated);
        form.leaveTo(paths.refillPartner(record.id));
      } else {
        const created = await call(createRefillPartner, { ...fields, ...(v.pin ? { pin: v.pin } : {}) });
        toastSuccess(REFILL_PARTNER_MESSAGES.created);
        form.leaveTo(paths.refillPartner(created.data.id));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Name" required maxLength={255} {...form.field('name')} />
        <TextInput label="Mobile number" required type="tel" allowChars={/[0-9]/} maxLength={10} hint="10 digits" {...form.field('mobile_number')} />
        <TextInput label="Email" type="email" noSpaces maxLength={254} {...form.field('email')} />
        {!record && (
          <TextInput label="App PIN" type="password" allowChars={/[0-9]/} maxLength={6} hint="4 to 6 digits; can be set later" {...form.field('pin')} />
        )}
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.refillPartner(record.id) : paths.refillPartners())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add refill partner'}
        </Button>
      </div>
    </form>
  );
}
