/**
 * /notifications: every notification of the user, newest first, filterable by kind and
 * unread; a row opens the screen it concerns. Reloads on each live notification. Selected rows
 * are marked read together from Ctrl+K (issue 56): `read.notifications` takes their ids at once,
 * as marking read has no lifecycle to check per record.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import type { ActionSpec } from '../../../contract/action.ts';
import { bulkTitle } from '../../../commands/bulk.ts';
import { listNotifications } from '../../../contract/actions/notifications.ts';
import { NOTIFICATION_TYPES, notificationKindName } from '../../../contract/constants.ts';
import { describeNotification } from './describe.ts';
import { useNotifications, type NotificationRow } from './NotificationsProvider.tsx';
import { useScreenCommands } from '../../platform/commands/useScreenCommands.ts';
import { useLiveMessage } from '../../platform/live/useLiveMessage.ts';
import { toastError, toastSuccess } from '../../ui/toast.ts';
import { useRowSelection } from '../../ui/table/selection.ts';
import { Button, DataTable, FilterBar, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';

// The list also answers `unread` (for the bell); the table needs only data and total.
const listSpec = listNotifications as unknown as ActionSpec<Infer<typeof listNotifications.request>, { data: NotificationRow[]; total: number }>;

const FILTERS: FilterDef[] = [
  { kind: 'single', key: 'kind', label: 'Kind', options: NOTIFICATION_TYPES.map((t) => ({ id: t, name: notificationKindName(t) })) },
  { kind: 'single', key: 'read', label: 'Show', options: [{ id: 'unread', name: 'Unread only' }] },
];

const columns = columnsFor(listSpec, [
  {
    key: 'title',
    header: 'Notification',
    value: (n) => describeNotification(n).title,
    render: (n) => (
      <span className={n.read ? 'text-slate-700' : 'font-semibold text-slate-900'}>
        {!n.read && <span aria-hidden="true" className="mr-2 inline-block h-2 w-2 rounded-full bg-indigo-500" />}
        {describeNotification(n).title}
        {!n.read && <span className="sr-only"> (unread)</span>}
      </span>
    ),
  },
  { key: 'text', header: 'Details', value: (n) => describeNotification(n).text },
  { key: 'type', header: 'Kind', value: (n) => notificationKindName(n.type) },
  { key: 'created_at', header: 'Date', sortKey: 'created_at', value: (n) => formatDate(n.created_at) },
]);

export default function NotificationsScreen() {
  const [, navigate] = useLocation();
  const bell = useNotifications();
  const filters = useFilters(FILTERS);
  const kind = filters.single('kind') as (typeof NOTIFICATION_TYPES)[number] | undefined;
  const unreadOnly = filters.single('read') === 'unread';
  const query = useListQuery(listSpec, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: useMemo(() => ({ ...(kind ? { type: kind } : {}), ...(unreadOnly ? { unread_only: true } : {}) }), [kind, unreadOnly]),
  });
  useLiveMessage('notifications', '*', () => query.reload());

  const selection = useRowSelection(query);
  const unreadSelected = selection.rows.filter((n) => !n.read);
  useScreenCommands([{
    id: 'bulk_read.notification',
    title: bulkTitle('Mark read', unreadSelected.length, selection.count, { one: 'notification', many: 'notifications' }),
    keywords: ['selected', 'bulk', 'seen'],
    permissions: [],
    available: () => unreadSelected.length > 0,
    run: () => bell.markRead(unreadSelected.map((n) => n.id)).then(() => {
      toastSuccess(`Mark read: ${unreadSelected.length} done`);
      selection.clear();
      query.reload();
    }, toastError),
  }]);

  const markAll = async () => {
    await bell.markRead();
    query.reload();
  };

  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        selection={selection}
        label="Notifications"
        search={false}
        pager="filter-bar"
        exportName="notifications"
        onOpen={(n) => {
          if (!n.read) void bell.markRead([n.id]).then(query.reload, () => undefined);
          const href = describeNotification(n).href;
          if (href) navigate(href);
        }}
        actions={
          bell.unread > 0 ? (
            <Button variant="secondary" onClick={() => void markAll()}>
              Mark all as read
            </Button>
          ) : null
        }
      />
    </div>
  );
}
