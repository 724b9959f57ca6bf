/**
 * The notification bell (console.md §2): a menu of the 5 latest notifications plus a link
 * to all of them at /notifications. Alt+N (open.notifications) opens it from anywhere.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { BELL_MENU_SIZE } from '../../../contract/constants.ts';
import { describeNotification } from '../../features/notifications/describe.ts';
import { useNotifications } from '../../features/notifications/NotificationsProvider.tsx';
import { paths } from '../../platform/paths.ts';
import { relativeTime } from './relative-time.ts';
import { shellActions, useShellState } from './shell-state.ts';

export function Bell() {
  const { enabled, items, unread, loaded, markRead } = useNotifications();
  const open = useShellState((s) => s.bellOpen);
  const [, navigate] = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) shellActions.setBellOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!enabled) return null;
  const latest = items.slice(0, BELL_MENU_SIZE);
  const close = (refocus = true) => {
    shellActions.setBellOpen(false);
    if (refocus) button.current?.focus();
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        // The name holds the badge's own text ("99+" too), so a voice user can say what they see.
        aria-label={unread ? `Notifications, ${badgeText(unread)} unread` : 'Notifications'}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => shellActions.setBellOpen(!open)}
        className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="h-5 w-5">
          <path strokeLinecap="round" strokeLinejoin="round" d="M14.857 17.082a23.848 23.848 0 0 0 5.454-1.31A8.967 8.967 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.967 8.967 0 0 1-2.312 6.022c1.733.64 3.56 1.085 5.455 1.31m5.714 0a24.255 24.255 0 0 1-5.714 0m5.714 0a3 3 0 1 1-5.714 0" />
        </svg>
        {unread > 0 && (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[10px] leading-[1.1rem] font-semibold text-white">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          role="region"
          aria-label="Latest notifications"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const focusable = [...(panel.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];
              const at = focusable.indexOf(document.activeElement as HTMLElement);
              const next = focusable[(at + (event.key === 'ArrowDown' ? 1 : focusable.length - 1)) % focusable.length];
              next?.focus();
            }
          }}
          className="absolute right-0 z-40 mt-2 w-96 rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2">
            <span className="text-sm font-semibold text-slate-900">Notifications</span>
            {unread > 0 && (
              <button type="button" className="text-xs text-indigo-700 hover:underline" onClick={() => void markRead()}>
                Mark all as read
              </button>
            )}
          </div>
          <ul>
            {!loaded && <li className="px-4 py-3 text-sm text-slate-500">Loading...</li>}
            {loaded && latest.length === 0 && <li className="px-4 py-3 text-sm text-slate-500">No notifications yet.</li>}
            {latest.map((n) => {
              const { title, text, href } = describeNotification(n);
              const target = href ?? paths.notifications();
              return (
                <li key={n.id} data-testid="bell-item" className="border-b border-slate-100 last:border-0">
                  <button
                    type="button"
                    onClick={() => {
                      if (!n.read) void markRead([n.id]).catch(() => undefined);
                      close(false);
                      navigate(target);
                    }}
                    className="flex w-full gap-3 px-4 py-2.5 text-left hover:bg-slate-50 focus:bg-slate-50"
                  >
                    <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-indigo-500'}`} />
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium text-slate-900">
                        {title}
                        {!n.read && <span className="sr-only"> (unread)</span>}
                      </span>
                      <span className="block truncate text-sm text-slate-600">{text}</span>
                      <span className="block text-xs text-slate-400" title={new Date(n.created_at).toLocaleString()}>
                        {relativeTime(n.created_at)}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Link href={paths.notifications()} onClick={() => close(false)} className="block rounded-b-xl border-t border-slate-100 px-4 py-2 text-center text-sm font-medium text-indigo-700 hover:bg-slate-50">
            View all notifications
          </Link>
        </div>
      )}
    </div>
  );
}

/** The unread count as the badge shows it. */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));
