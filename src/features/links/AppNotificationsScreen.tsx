/** /link-refiller-notifications/{id} and its edit path: which notification kinds a refill partner receives. */
import { useEffect, useState } from 'react';
import { getRefillPartnerApp, setRefillPartnerNotifications } from '../../../contract/actions/links.ts';
import { NOTIFICATION_KIND_NAMES, NOTIFICATION_TYPES, type NotificationType } from '../../../contract/constants.ts';
import { LINK_MESSAGES as M } from '../../../contract/links.ts';
import { call } from '../../api/client.ts';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { useSaving } from '../../platform/record/useSaving.ts';
import { Button, Checkbox } from '../../ui/index.ts';

export default function AppNotificationsScreen() {
  const record = useRouteRecord(getRefillPartnerApp);
  const [types, setTypes] = useState<Set<string> | null>(null);
  const { saving, save: saveWith } = useSaving();
  useEffect(() => {
    if (record.status === 'ready') setTypes(new Set(record.data.notification_types));
  }, [record.status, record.data]);
  if (record.status !== 'ready' || !types) return <p className="text-sm text-slate-600">{record.message ?? 'Loading...'}</p>;
  const partner = record.data;
  const chosen = types;
  async function save() {
    const saved = await saveWith(() => call(setRefillPartnerNotifications, { id: partner.id, notification_types: [...chosen] as NotificationType[] }), M.notificationsSaved);
    if (saved) record.reload();
  }
  return (
    <form
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="text-sm text-slate-700">Notifications <span className="font-medium">{record.data.name}</span> receives</p>
      <div className="flex flex-wrap gap-4" role="group" aria-label="Notification kinds">
        {NOTIFICATION_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={NOTIFICATION_KIND_NAMES[type]}
            checked={types.has(type)}
            onChange={(on) => setTypes((now) => {
              const next = new Set(now);
              if (on) next.add(type);
              else next.delete(type);
              return next;
            })}
          />
        ))}
      </div>
      <Button type="submit" disabled={saving}>{saving ? 'Saving...' : 'Save'}</Button>
    </form>
  );
}
