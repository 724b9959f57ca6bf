/**
 * DEX integration keys on /dex-audits (docs/dex-import.md): the company's keys (name, prefix,
 * issued, last used, revoked), Issue (a name, then the key shown once) and Revoke. Shown to those
 * who may list keys (company-wide users); issuing and revoking to the company admin.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Infer } from 'superstruct';
import { mayCall } from '../../../contract/access.ts';
import {
  DEX_KEY_MESSAGES, DEX_KEY_PREFIX, issueDexIntegrationKey, listDexIntegrationKeys, revokeDexIntegrationKey, type DexIntegrationKeyRow,
} from '../../../contract/actions/dex-integration-keys.ts';
import { call } from '../../api/client.ts';
import { useCurrentUser } from '../../platform/session/session.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Button, TextInput, formatDate, toastError, toastSuccess, useConfirm } from '../../ui/index.ts';
import { KeyShownOnce } from '../../ui/KeyShownOnce.tsx';

type Key = Infer<typeof DexIntegrationKeyRow>;

export default function IntegrationKeys() {
  const user = useCurrentUser();
  const may = (spec: Parameters<typeof mayCall>[0]) => !!user && mayCall(spec, user.Role.role_code, user.Role.permissions);
  const [keys, setKeys] = useState<Key[] | null>(null);
  const [naming, setNaming] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const canList = may(listDexIntegrationKeys);

  const load = useCallback(async () => {
    try {
      setKeys((await call(listDexIntegrationKeys, {})).data);
    } catch (error) {
      toastError(error);
    }
  }, []);
  useEffect(() => { if (canList) void load(); }, [canList, load]);
  if (!canList) return null;

  const revoke = async (key: Key) => {
    if (!(await confirm({ title: 'Revoke integration key?', text: `${key.name} (${DEX_KEY_PREFIX}${key.prefix}…) will be refused from its next request.`, confirmLabel: 'Revoke', tone: 'danger' }))) return;
    try {
      await call(revokeDexIntegrationKey, { id: key.id });
      toastSuccess(DEX_KEY_MESSAGES.revoked);
      await load();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <section aria-labelledby="dex-keys-title" className="mt-8 space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="dex-keys-title" className="text-base font-semibold text-slate-900">Integration keys</h2>
        {may(issueDexIntegrationKey) && <Button onClick={() => setNaming(true)}>Issue integration key</Button>}
      </div>
      <p className="text-sm text-slate-600">Handhelds and telemetry providers send DEX files to <code>POST /dex/v1/audits</code> with a key; it imports into every machine of the company.</p>
      {keys && keys.length === 0 && <p className="text-sm text-slate-600">No integration keys.</p>}
      {keys && keys.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr><th className="py-1">Name</th><th>Key</th><th>Issued</th><th>Last used</th><th>Status</th><th><span className="sr-only">Actions</span></th></tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id} className="border-t border-slate-200">
                <td className="py-2">{k.name}</td>
                <td className="font-mono">{DEX_KEY_PREFIX}{k.prefix}…</td>
                <td>{formatDate(k.issued_at)}{k.issued_by ? ` by ${k.issued_by}` : ''}</td>
                <td>{k.last_used_at ? formatDate(k.last_used_at) : 'Never'}</td>
                <td>{k.revoked_at ? `Revoked ${formatDate(k.revoked_at)}` : 'Active'}</td>
                <td className="text-right">
                  {!k.revoked_at && may(revokeDexIntegrationKey) && <Button variant="danger" onClick={() => void revoke(k)}>Revoke</Button>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {naming && <IssueDialog onCancel={() => setNaming(false)} onIssued={(key) => { setNaming(false); setShown(key); void load(); }} />}
      {shown && <KeyShownOnce title="Integration key" label="Integration key" value={shown} warning={DEX_KEY_MESSAGES.shownOnce} onClose={() => setShown(null)} />}
      {confirmDialog}
    </section>
  );
}

function IssueDialog({ onCancel, onIssued }: { onCancel(): void; onIssued(key: string): void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!name.trim()) return setError('Value required');
    setBusy(true);
    try {
      const { data } = await call(issueDexIntegrationKey, { name });
      toastSuccess(DEX_KEY_MESSAGES.issued);
      onIssued(data.key);
    } catch (failure) {
      toastError(failure);
      setBusy(false);
    }
  };
  return (
    <FormDialog title="Issue integration key" busy={busy} busyLabel="Issuing..." submitLabel="Issue" onCancel={onCancel} onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <TextInput label="Name" required hint="Who sends with it, e.g. Route 4 handhelds" maxLength={80} value={name} error={error} onChange={(value) => { setName(value); setError(null); }} />
    </FormDialog>
  );
}
