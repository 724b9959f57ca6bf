/**
 * `#` orders, `@` users and `$` products in the palette: a debounced server search through the list
 * actions their screens use (list.orders, list.users, list.products), when the user may
 * call them. Those actions are imported directly, not looked up in the whole catalogue:
 * the catalogue pulled every area's contract into the palette's chunk, loaded and run
 * just after sign-in while the first screen was still settling.
 */
import { useEffect, useState } from 'react';
import { listOrders } from '../../../contract/actions/orders.ts';
import { listProducts } from '../../../contract/actions/products.ts';
import { listUsers } from '../../../contract/actions/users.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import type { ActionSpec } from '../../../contract/action.ts';
import { call } from '../../api/client.ts';
import { paths } from '../../platform/paths.ts';

export interface RemoteHit {
  key: string;
  title: string;
  subtitle?: string;
  href: string;
}

export type RemoteState =
  | { status: 'idle' | 'loading'; hits: RemoteHit[] }
  | { status: 'ready'; hits: RemoteHit[] }
  | { status: 'forbidden' | 'error'; hits: RemoteHit[]; message: string };

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

const SOURCES = {
  orders: {
    spec: listOrders as ActionSpec,
    what: 'orders',
    toHit: (row: Row): RemoteHit => {
      const machine = ((row.vending_machine ?? row.VendingMachine) as Row | null | undefined)?.name;
      return {
        key: `order:${text(row.id)}`,
        title: `Order ${text(row.order_id) || text(row.id)}`,
        subtitle: [text(machine), text(row.created_at).slice(0, 10)].filter(Boolean).join(' · ') || undefined,
        href: paths.order(text(row.id)),
      };
    },
  },
  users: {
    spec: listUsers as ActionSpec,
    what: 'users',
    toHit: (row: Row): RemoteHit => ({
      key: `user:${text(row.id)}`,
      title: `${text(row.first_name)} ${text(row.last_name)}`.trim() || text(row.email),
      subtitle: [text(row.email), text((row.Role as Row | undefined)?.name)].filter(Boolean).join(' · ') || undefined,
      href: paths.user(text(row.id)),
    }),
  },
  products: {
    spec: listProducts as ActionSpec,
    what: 'products',
    toHit: (row: Row): RemoteHit => ({
      key: `product:${text(row.id)}`,
      title: text(row.name),
      subtitle: [text(row.sku), text((row.category as Row | undefined)?.name)].filter(Boolean).join(' · ') || undefined,
      href: paths.product(text(row.id)),
    }),
  },
} as const;

export type RemoteKind = keyof typeof SOURCES;
export const isRemoteKind = (scope: string): scope is RemoteKind => scope in SOURCES;

export function useRemoteSearch(kind: RemoteKind | null, query: string, permissions: readonly string[]): RemoteState {
  const [state, setState] = useState<RemoteState>({ status: 'idle', hits: [] });
  const source = kind ? SOURCES[kind] : null;
  const allowed = !!source && hasAnyPermission(permissions, source.spec.permissions);

  useEffect(() => {
    if (!source) return;
    if (!allowed) {
      setState({ status: 'forbidden', hits: [], message: `Your role may not search ${source.what}.` });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', hits: s.hits }));
    const timer = setTimeout(() => {
      const input: Record<string, unknown> = { limit: 10, offset: 0 };
      if (query) input.search = query;
      call(source.spec as ActionSpec<Record<string, unknown>, { data: Row[] }>, input as never, { signal: controller.signal })
        .then((r) => setState({ status: 'ready', hits: r.data.map(source.toHit) }))
        .catch((error: Error) => {
          if (error.name !== 'AbortError') setState({ status: 'error', hits: [], message: error.message });
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source, allowed, query]);

  return source ? state : { status: 'idle', hits: [] };
}
