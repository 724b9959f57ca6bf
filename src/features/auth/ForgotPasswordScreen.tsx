/** /forgot-password: email required and must be an email; "Email sent successfully!" on success. */
import { useState } from 'react';
import { forgotPassword } from '../../../contract/actions/session.ts';
import { rules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { Button } from '../../ui/Button.tsx';
import { TextInput } from '../../ui/form/inputs.tsx';
import { toastSuccess } from '../../ui/toast.ts';
import { AuthCard } from './AuthCard.tsx';

const RULES = { fields: { email: [rules.required(), rules.email()] } };

export default function ForgotPasswordScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initial: { email: '' },
    rules: RULES,
    guard: false,
    onSubmit: async (v) => {
      await call(forgotPassword, { email: v.email.trim() });
      toastSuccess('Email sent successfully!');
      setSentTo(v.email);
    },
  });

  return (
    <AuthCard title="Forgot password" backToSignIn>
      {sentTo !== null ? (
        <p className="text-slate-700">
          If <strong>{sentTo}</strong> belongs to an account, a link to set a new password is on its way. It works once, for one hour.
        </p>
      ) : (
        <form noValidate onSubmit={form.submit} className="space-y-4">
          <TextInput label="Email" type="email" autoFocus {...form.field('email')} />
          <Button type="submit" className="w-full" disabled={form.submitting}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
