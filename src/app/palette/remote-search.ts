/**
 * `#` orders and `@` users in the palette: a debounced server search through the list
 * actions the orders and users screens use (list.orders, list.users), when they exist and
 * the user may call them.
 */
import { useEffect, useState } from 'react';
import { findActionByName } from './catalogue-lookup.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import type { ActionSpec } from '../../../contract/action.ts';
import { call } from '../../api/client.ts';

export interface RemoteHit {
  key: string;
  title: string;
  subtitle?: string;
  href: string;
}

export type RemoteState =
  | { status: 'idle' | 'loading'; hits: RemoteHit[] }
  | { status: 'ready'; hits: RemoteHit[] }
  | { status: 'unavailable' | 'forbidden' | 'error'; hits: RemoteHit[]; message: string };

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

const SOURCES = {
  orders: {
    action: 'list.orders',
    what: 'orders',
    toHit: (row: Row): RemoteHit => {
      const machine = ((row.vending_machine ?? row.VendingMachine) as Row | null | undefined)?.name;
      return {
        key: `order:${text(row.id)}`,
        title: `Order ${text(row.order_id) || text(row.id)}`,
        subtitle: [text(machine), text(row.created_at).slice(0, 10)].filter(Boolean).join(' · ') || undefined,
        href: `/order/${text(row.id)}`,
      };
    },
  },
  users: {
    action: 'list.users',
    what: 'users',
    toHit: (row: Row): RemoteHit => ({
      key: `user:${text(row.id)}`,
      title: `${text(row.first_name)} ${text(row.last_name)}`.trim() || text(row.email),
      subtitle: [text(row.email), text((row.Role as Row | undefined)?.name)].filter(Boolean).join(' · ') || undefined,
      href: `/user/${text(row.id)}`,
    }),
  },
} as const;

export function useRemoteSearch(kind: 'orders' | 'users' | null, query: string, permissions: readonly string[]): RemoteState {
  const [state, setState] = useState<RemoteState>({ status: 'idle', hits: [] });
  const source = kind ? SOURCES[kind] : null;
  const spec: ActionSpec | undefined = source ? findActionByName(source.action) : undefined;
  const allowed = !!spec && hasAnyPermission(permissions, spec.permissions);

  useEffect(() => {
    if (!source) return;
    if (!spec) {
      setState({ status: 'unavailable', hits: [], message: `Searching ${source.what} is not available yet.` });
      return;
    }
    if (!allowed) {
      setState({ status: 'forbidden', hits: [], message: `Your role may not search ${source.what}.` });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', hits: s.hits }));
    const timer = setTimeout(() => {
      const input: Record<string, unknown> = { limit: 10, offset: 0 };
      if (query) input.search = query;
      call(spec as ActionSpec<Record<string, unknown>, { data: Row[] }>, input as never, { signal: controller.signal })
        .then((r) => setState({ status: 'ready', hits: r.data.map(source.toHit) }))
        .catch((error: Error) => {
          if (error.name !== 'AbortError') setState({ status: 'error', hits: [], message: error.message });
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source, spec, allowed, query]);

  return source ? state : { status: 'idle', hits: [] };
}
