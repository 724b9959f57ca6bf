/**
 * The bell's data: the latest notifications (list.notifications, limit 10, newest first)
 * and the unread count, reloaded on each live message; each new notification also shows
 * a 5 s toast. Only for roles passing the bell's role check (contract/actions/notifications.ts).
 * The app mounts it around the shell for the bell; it lives with the notifications feature,
 * which owns what a notification says and the screen listing them all.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { Infer } from 'superstruct';
import { listNotifications, readNotifications, type Notification } from '../../../contract/actions/notifications.ts';
import { NOTIFICATION_FETCH_LIMIT, NOTIFICATION_TOAST_MS } from '../../../contract/constants.ts';
import { call } from '../../api/client.ts';
import { useLiveMessage } from '../../platform/live/useLiveMessage.ts';
import { HELLO } from '../../platform/live/live-client.ts';
import { describeNotification } from './describe.ts';

export type NotificationRow = Infer<typeof Notification>;

interface NotificationsValue {
  enabled: boolean;
  items: NotificationRow[];
  unread: number;
  loaded: boolean;
  reload(): void;
  markRead(ids?: number[]): Promise<void>;
}

const DISABLED: NotificationsValue = { enabled: false, items: [], unread: 0, loaded: true, reload: () => {}, markRead: async () => {} };
const NotificationsContext = createContext<NotificationsValue>(DISABLED);

export function NotificationsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [items, setItems] = useState<NotificationRow[]>([]);
  const [unread, setUnread] = useState(0);
  const [loaded, setLoaded] = useState(false);

  const reload = useCallback(() => {
    if (!enabled) return;
    call(listNotifications, { limit: NOTIFICATION_FETCH_LIMIT, offset: 0, sortBy: 'created_at', sortDir: 'DESC' })
      .then((r) => {
        setItems(r.data);
        setUnread(r.unread);
        setLoaded(true);
      })
      // The bell stays as it was; the next live message or reconnect tries again.
      .catch(() => setLoaded(true));
  }, [enabled]);

  useEffect(reload, [reload]);

  useLiveMessage('notifications', '*', (message) => {
    if (!enabled) return;
    if (message.type !== HELLO) {
      const { title, text } = describeNotification(message as unknown as NotificationRow);
      toast(title, { description: text, duration: NOTIFICATION_TOAST_MS, className: 'vc-live-notification' });
    }
    reload();
  });

  const markRead = useCallback(
    async (ids?: number[]) => {
      const r = await call(readNotifications, ids ? { ids } : {});
      setUnread(r.data.unread);
      setItems((current) => current.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n)));
    },
    [],
  );

  const value = useMemo(
    () => (enabled ? { enabled, items, unread, loaded, reload, markRead } : DISABLED),
    [enabled, items, unread, loaded, reload, markRead],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsValue {
  return useContext(NotificationsContext);
}
