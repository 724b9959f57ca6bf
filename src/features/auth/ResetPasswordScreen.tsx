/**
 * /reset-password/{id}?token=…: new password and confirmation (console.md §5), then
 * "Password set successfully!" and back to /login after about 4.1 s.
 */
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { resetPassword } from '../../../contract/actions/session.ts';
import { RESET_REDIRECT_MS } from '../../../contract/constants.ts';
import { PASSWORD_MESSAGES, passwordRules, rules, type FormRules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { Button } from '../../ui/Button.tsx';
import { TextInput } from '../../ui/form/inputs.tsx';
import { toastSuccess } from '../../ui/toast.ts';
import { AuthCard } from './AuthCard.tsx';

interface Values extends Record<string, unknown> {
  password: string;
  confirm: string;
}

const rulesFor = (v: Values): FormRules => ({
  fields: {
    password: passwordRules,
    confirm: [rules.required(), rules.minLength(8), (value) => (value !== v.password ? PASSWORD_MESSAGES.mismatch : null)],
  },
});

export default function ResetPasswordScreen() {
  const id = useIdParam();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);
  const form = useForm<Values>({
    initial: { password: '', confirm: '' },
    rules: rulesFor,
    guard: false,
    onSubmit: async (v) => {
      // A link without a valid id still goes to the server, whose answer says the link is bad.
      await call(resetPassword, { id: id ?? 0, token, new_password: v.password });
      toastSuccess('Password set successfully!');
      setDone(true);
    },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login(), { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <AuthCard title="Set a new password" backToSignIn>
      {done ? (
        <p className="text-slate-700">Your password is set. Taking you to sign in…</p>
      ) : (
        <form noValidate onSubmit={form.submit} className="space-y-4">
          <TextInput label="New password" type="password" autoComplete="new-password" autoFocus hint={PASSWORD_MESSAGES.hint} {...form.field('password')} />
          <TextInput label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirm')} />
          <Button type="submit" className="w-full" disabled={form.submitting}>
            Set password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
