/** /forgot-password: email required and must be an email; "Email sent successfully!" on success. */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { forgotPassword } from '../../../contract/actions/session.ts';
import { firstError, rules } from '../../../contract/validation.ts';
import { call, errorMessage } from '../../api/client.ts';
import { paths } from '../../platform/paths.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';

export default function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const error = firstError(email, [rules.required(), rules.email()]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    setBusy(true);
    try {
      await call(forgotPassword, { email: email.trim() });
      toast.success('Email sent successfully!');
      setSent(true);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Forgot password">
      {sent ? (
        <p className="text-slate-700">
          If <strong>{email}</strong> belongs to an account, a link to set a new password is on its way. It works once, for one hour.
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField label="Email" type="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} error={submitted ? error : null} />
          <Button type="submit" className="w-full" disabled={busy}>
            Send reset link
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
