/**
 * /login: email and password (console.md §5: both required, email must be an email). The
 * session machine signs in; the form only checks the fields and hands them over.
 */
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import { rules } from '../../../contract/validation.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { useSessionActor } from '../../platform/session/session.ts';
import { Button } from '../../ui/Button.tsx';
import { TextInput } from '../../ui/form/inputs.tsx';
import { AuthCard } from './AuthCard.tsx';

const RULES = { fields: { email: [rules.required(), rules.email()], password: [rules.required()] } };

export default function LoginScreen() {
  const actor = useSessionActor();
  const busy = useSelector(actor, (s) => s.matches('signingIn') || s.matches('loadingProfile'));
  const form = useForm({
    initial: { email: '', password: '' },
    rules: RULES,
    guard: false,
    onSubmit: (v) => actor.send({ type: 'session.login', email: v.email.trim(), password: v.password }),
  });

  return (
    <AuthCard title="Sign in">
      <form noValidate onSubmit={form.submit} className="space-y-4">
        <TextInput label="Email" type="email" autoComplete="username" autoFocus {...form.field('email')} />
        <TextInput label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
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
