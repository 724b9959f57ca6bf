/** /login: email and password (console.md §5: both required, email must be an email). */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import { firstError, rules } from '../../../contract/validation.ts';
import { useSessionActor } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';

export default function LoginScreen() {
  const actor = useSessionActor();
  const busy = useSelector(actor, (s) => s.matches('signingIn') || s.matches('loadingProfile'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    email: firstError(email, [rules.required(), rules.email()]),
    password: firstError(password, [rules.required()]),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.email || errors.password) return;
    actor.send({ type: 'session.login', email: email.trim(), password });
  }

  return (
    <AuthCard title="Sign in">
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Email" type="email" autoComplete="username" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} error={submitted ? errors.email : null} />
        <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={submitted ? errors.password : null} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
        <p className="text-center text-sm">
          <Link href={paths.forgotPassword()} className="text-indigo-700 hover:underline">
            Forgot password?
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
