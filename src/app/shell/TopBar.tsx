/**
 * The top bar (console.md §2): collapse-sidebar button, breadcrumbs and page title, the
 * palette button, notification bell, feedback button, profile menu and sign-out.
 */
import { lazy, Suspense } from 'react';
import { shortcutLabel, isMacPlatform } from '../../../commands/shortcuts.ts';
import { PALETTE_SHORTCUT } from '../../../commands/shell.ts';
import type { RouteDef } from '../../platform/routes/types.ts';
import { useSessionActor } from '../../platform/session/session.ts';
import { Bell } from './Bell.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { shellActions, useShellState } from './shell-state.ts';

// The menu (and its menu/dialog library) loads right after the first paint: off every screen's
// critical path (bench/results.md). Until then a same-sized space holds its place.
const ProfileMenu = lazy(() => import('./ProfileMenu.tsx').then((m) => ({ default: m.ProfileMenu })));

const mac = typeof navigator !== 'undefined' && isMacPlatform(navigator.platform);
const iconButton = 'rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900';

export function TopBar({ route, title }: { route: RouteDef | null; title: string }) {
  const collapsed = useShellState((s) => s.sidebarCollapsed);
  const session = useSessionActor();
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3">
      <button
        type="button"
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        title={`${collapsed ? 'Expand' : 'Collapse'} sidebar (${shortcutLabel('mod+b', mac)})`}
        onClick={shellActions.toggleSidebar}
        className={iconButton}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="h-5 w-5">
          <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <div className="min-w-0 flex-1">
        <Breadcrumbs route={route} title={title} />
        <h1 className="truncate text-lg leading-tight font-semibold text-slate-900">{title}</h1>
      </div>
      <button
        type="button"
        onClick={() => shellActions.openPalette()}
        className="hidden items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm text-slate-500 hover:border-slate-300 md:flex"
      >
        <span>Search or jump to…</span>
        <kbd className="rounded border border-slate-200 bg-white px-1.5 font-mono text-xs">{shortcutLabel(PALETTE_SHORTCUT, mac)}</kbd>
      </button>
      <Bell />
      <button type="button" onClick={() => shellActions.setFeedbackOpen(true)} className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100">
        Feedback
      </button>
      <Suspense fallback={<span aria-hidden="true" className="h-10 w-10" />}>
        <ProfileMenu />
      </Suspense>
      <button type="button" aria-label="Sign out" title="Sign out" onClick={() => session.send({ type: 'session.logout' })} className={iconButton}>
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="h-5 w-5">
          <path strokeLinecap="round" strokeLinejoin="round" d="M15.75 9V5.25A2.25 2.25 0 0 0 13.5 3h-6a2.25 2.25 0 0 0-2.25 2.25v13.5A2.25 2.25 0 0 0 7.5 21h6a2.25 2.25 0 0 0 2.25-2.25V15M12 9l-3 3m0 0 3 3m-3-3h12.75" />
        </svg>
      </button>
    </header>
  );
}
