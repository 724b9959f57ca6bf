/**
 * /reset-password/{id}?token=…: new password and confirmation (console.md §5), then
 * "Password set successfully!" and back to /login after about 4.1 s.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { toast } from 'sonner';
import { resetPassword } from '../../../contract/actions/session.ts';
import { RESET_REDIRECT_MS } from '../../../contract/constants.ts';
import { PASSWORD_MESSAGES, firstError, passwordRules, rules } from '../../../contract/validation.ts';
import { call, errorMessage } from '../../api/client.ts';
import { paths } from '../../platform/paths.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';

export default function ResetPasswordScreen() {
  const { id } = useParams<{ id: string }>();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const errors = {
    password: firstError(password, passwordRules),
    confirm: firstError(confirm, [rules.required(), rules.minLength(8)]) ?? (confirm !== password ? PASSWORD_MESSAGES.mismatch : null),
  };

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login(), { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.password || errors.confirm) return;
    setBusy(true);
    try {
      await call(resetPassword, { id: Number(id), token, new_password: password });
      toast.success('Password set successfully!');
      setDone(true);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Set a new password">
      {done ? (
        <p className="text-slate-700">Your password is set. Taking you to sign in…</p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField label="New password" type="password" autoComplete="new-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} error={submitted ? errors.password : null} hint={PASSWORD_MESSAGES.hint} />
          <TextField label="Confirm password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={submitted ? errors.confirm : null} />
          <Button type="submit" className="w-full" disabled={busy}>
            Set password
          </Button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link href={paths.login()} className="text-indigo-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
