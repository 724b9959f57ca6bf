/**
 * The sidebar (console.md §2): only the groups and entries the user may open, each group a
 * dropdown of its entries. Collapsible, and it starts collapsed (a rail of group buttons;
 * choosing one expands the sidebar with that group open).
 */
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '../routes/index.ts';
import { routeAllowed } from '../../platform/routes/access.ts';
import type { SidebarGroup } from '../../platform/routes/types.ts';
import { useCurrentUser, usePermissions } from '../../platform/session/session.ts';
import { shellActions, useShellState } from './shell-state.ts';
import { sidebarSections } from './sidebar-model.ts';

export function Sidebar({ currentGroup }: { currentGroup?: SidebarGroup }) {
  const collapsed = useShellState((s) => s.sidebarCollapsed);
  const permissions = usePermissions();
  const roleCode = useCurrentUser()?.Role.role_code ?? null;
  const [location] = useLocation();
  const sections = useMemo(
    () => sidebarSections(ROUTES, (r) => routeAllowed(r, permissions, roleCode)),
    [permissions, roleCode],
  );
  const [open, setOpen] = useState<ReadonlySet<SidebarGroup>>(() => new Set(currentGroup ? [currentGroup] : []));
  const toggle = (group: SidebarGroup) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  return (
    <nav
      aria-label="Main"
      data-collapsed={collapsed}
      className={`flex shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] ${collapsed ? 'w-16' : 'w-64'}`}
    >
      <div className="flex h-14 items-center gap-2 border-b border-slate-200 px-4">
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-lg bg-indigo-600 text-sm font-bold text-white">
          V
        </span>
        {!collapsed && <span className="font-semibold text-slate-900">Vending Console</span>}
      </div>
      <ul className="flex-1 space-y-1 overflow-y-auto p-2">
        {sections.map((section) => {
          const isOpen = !collapsed && open.has(section.group);
          const active = section.entries.some((e) => e.path === location);
          const listId = `sidebar-${section.short}`;
          return (
            <li key={section.group}>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={isOpen ? listId : undefined}
                title={collapsed ? section.group : undefined}
                onClick={() => {
                  if (collapsed) {
                    shellActions.setSidebarCollapsed(false);
                    setOpen((previous) => new Set(previous).add(section.group));
                  } else {
                    toggle(section.group);
                  }
                }}
                className={`flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-slate-100 ${
                  active ? 'text-indigo-700' : 'text-slate-700'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-xs font-semibold ${
                    active ? 'bg-indigo-100 text-indigo-700' : 'bg-slate-100 text-slate-600'
                  }`}
                >
                  {section.short}
                </span>
                {/* Collapsed, the group's name is still the button's text for a screen reader; an
                    aria-label would not match the visible abbreviation (WCAG 2.5.3 Label in Name). */}
                {collapsed ? (
                  <span className="sr-only">{section.group}</span>
                ) : (
                  <>
                    <span className="flex-1 font-medium">{section.group}</span>
                    <span aria-hidden="true" className={`text-slate-400 transition-transform ${isOpen ? 'rotate-90' : ''}`}>
                      ›
                    </span>
                  </>
                )}
              </button>
              {isOpen && (
                <ul id={listId} className="mt-1 mb-2 ml-11 space-y-0.5">
                  {section.entries.map((entry) => (
                    <li key={entry.path}>
                      <Link
                        href={entry.path}
                        aria-current={entry.path === location ? 'page' : undefined}
                        className={`block rounded-md px-2 py-1 text-sm ${
                          entry.path === location ? 'bg-indigo-50 font-medium text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                        }`}
                      >
                        {entry.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
