/**
 * The signed-in frame, rendered once around every screen: sidebar, top bar (title and
 * breadcrumbs of the current route) and the page. Sets the document title.
 */
import { useEffect, type ReactNode } from 'react';
import { useCurrentRoute } from '../platform/routes/route-table.ts';
import { Sidebar } from './shell/Sidebar.tsx';
import { TopBar } from './shell/TopBar.tsx';

export function Shell({ children }: { children: ReactNode }) {
  const { route, status, title } = useCurrentRoute();
  useEffect(() => {
    document.title = `${title} · Vending Console`;
  }, [title]);
  return (
    <div className="flex h-screen overflow-hidden">
      <Sidebar currentGroup={status === 'ok' ? route?.group : undefined} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar route={status === 'ok' ? route : null} title={title} />
        <main id="main" className="flex-1 overflow-y-auto p-4">
          {children}
        </main>
      </div>
    </div>
  );
}
