/** /profile: who the signed-in user is, what their role allows, and sign-out. */
import { useCurrentUser, useSessionActor } from '../../platform/session/session.ts';
import { Button } from '../../ui/Button.tsx';

export default function ProfileScreen() {
  const user = useCurrentUser();
  const actor = useSessionActor();
  if (!user) return null;
  const franchise = user.Franchises[0]?.Franchise;
  const rows: [string, string][] = [
    ['Name', `${user.first_name} ${user.last_name}`],
    ['Email', user.email],
    ['Mobile', user.mobile_number ?? '--'],
    ['Role', `${user.Role.name} (${user.Role.role_code})`],
    ['Company', `${user.Company.name} (${user.Company.type === 'WITH_FRANCHISE' ? 'with franchise' : 'without franchise'})`],
    ['Franchise', franchise ? `${franchise.name} (${franchise.type.toLowerCase()})` : '--'],
    ['License valid until', new Date(user.Company.license_ends_at).toDateString()],
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <section className="rounded-xl border border-slate-200 bg-white p-6">
        <dl className="grid grid-cols-[10rem_1fr] gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd data-testid={`profile-${label.toLowerCase().replace(/\s+/g, '-')}`} className="text-slate-900">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <Button variant="secondary" className="mt-6" onClick={() => actor.send({ type: 'session.logout' })}>
          Sign out
        </Button>
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 className="mb-3 font-semibold">Permissions of this role ({user.Role.permissions.length})</h2>
        <ul className="flex flex-wrap gap-1.5">
          {user.Role.permissions.map((p) => (
            <li key={p} className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-700">
              {p}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
