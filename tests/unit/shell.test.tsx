// @vitest-environment jsdom
/**
 * The shell's pure parts and the profile menu: the name cut (11 + 6 characters), the
 * sidebar from the route table, what each notification says, and "Get Config App Login
 * Details" only for users of a company without franchise.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { NOTIFICATION_TYPES, notificationKindName } from '../../contract/constants.ts';
import type { SessionUser } from '../../machines/session.ts';
import { shortDisplayName } from '../../src/app/shell/display-name.ts';
import { sidebarSections } from '../../src/app/shell/sidebar-model.ts';
import { describeNotification } from '../../src/features/notifications/describe.ts';
import type { RouteDef } from '../../src/platform/routes/types.ts';

// The menu's anchored panel measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

let me: SessionUser;
vi.mock('../../src/api/client.ts', async (original) => {
  const actual = await original<typeof import('../../src/api/client.ts')>();
  return {
    ...actual,
    call: vi.fn(async (spec: { name: string }) => {
      if (spec.name === 'login') return { data: {}, token: 't', expires_at: '2099-01-01T00:00:00Z' };
      if (spec.name === 'me') return { data: me };
      return { data: null };
    }),
  };
});

const { SessionProvider } = await import('../../src/app/session/SessionProvider.tsx');
const { useSessionActor } = await import('../../src/platform/session/session.ts');
const { ProfileMenu, CONFIG_APP_ITEM } = await import('../../src/app/shell/ProfileMenu.tsx');

function user(companyType: 'WITH_FRANCHISE' | 'WITHOUT_FRANCHISE', guestPassword?: string): SessionUser {
  return {
    id: 1, first_name: 'Aishwaryalakshmi', last_name: 'Venkataraman', email: 'admin@demo.local', mobile_number: null,
    Role: { id: 1, name: 'Company Admin', role_code: 'ROLE_COMPANY_ADMIN', permissions: ['PERM_VIEW_PASSWORD'] },
    Company: { id: 1, name: 'Solo Snacks', type: companyType, license_ends_at: '2099-01-01T00:00:00Z', ...(guestPassword ? { guest_password: guestPassword } : {}) },
    Franchises: [],
  };
}

describe('the name in the top bar', () => {
  it('is cut to 11 characters of first name and 6 of last name', () => {
    expect(shortDisplayName('Aishwaryalakshmi', 'Venkataraman')).toBe('Aishwaryala Venkat');
    expect(shortDisplayName('Rohan', 'Mehta')).toBe('Rohan Mehta');
    expect(shortDisplayName('Neha', '')).toBe('Neha');
  });
});

describe('the sidebar', () => {
  const load = async () => ({ default: () => null });
  const routes: RouteDef[] = [
    { path: '/orders', title: 'Orders', permissions: [], group: 'Transactions', sidebar: 'Orders', load },
    { path: '/order/:id', title: 'Order', permissions: [], group: 'Transactions', load },
    { path: '/products', title: 'Products', permissions: ['PERM_VIEW_PRODUCT_CATALOG'], group: 'Product Catalog', sidebar: 'Products', load },
    { path: '/vm', title: 'Vending machines', permissions: ['PERM_VIEW_VENDING_MACHINE'], group: 'Vending Machine', sidebar: 'Machines', load },
    { path: '/dashboard', title: 'Dashboard', permissions: ['PERM_VIEW_DASHBOARD'], group: 'Dashboard Management', sidebar: 'Dashboard', load },
  ];
  const sections = (permissions: string[]) =>
    sidebarSections(routes, (r) => r.permissions.length === 0 || r.permissions.some((p) => permissions.includes(p))).map((s) => [s.group, s.entries.map((e) => e.label)]);

  it("shows only the groups and entries the user may open, in the spec's group order", () => {
    expect(sections(['PERM_VIEW_PRODUCT_CATALOG', 'PERM_VIEW_VENDING_MACHINE', 'PERM_VIEW_DASHBOARD'])).toEqual([
      ['Dashboard Management', ['Dashboard']],
      ['Product Catalog', ['Products']],
      ['Vending Machine', ['Machines']],
      ['Transactions', ['Orders']],
    ]);
    // A technician: no product catalogue, so no such group at all.
    expect(sections(['PERM_VIEW_VENDING_MACHINE'])).toEqual([['Vending Machine', ['Machines']], ['Transactions', ['Orders']]]);
  });
});

describe('notification texts', () => {
  it('word machine status as active versus under maintenance, and link the machine', () => {
    const VendingMachine = { id: 9, name: 'Powai Mall 03' };
    expect(describeNotification({ type: 'VM_STATUS', VendingMachine, vm_is_active: true })).toEqual({ title: 'VM status', text: 'Powai Mall 03 is active', href: '/vm/9' });
    expect(describeNotification({ type: 'VM_STATUS', VendingMachine, vm_is_active: false }).text).toBe('Powai Mall 03 is under maintenance');
    expect(describeNotification({ type: 'PRODUCT_EXPIRED', VendingMachine, product_name: 'Lays 52g', cell: '34', items_expired: 3 }))
      .toEqual({ title: 'Product Expired', text: '3 items of Lays 52g expired in Powai Mall 03 (cell 34)', href: '/vm/9' });
    expect(describeNotification({ type: 'PRODUCT_EXPIRED', Warehouse: { id: 2, name: 'Pune' }, product_name: 'Lays 52g', items_expired: 3 }))
      .toEqual({ title: 'Product Expired', text: '3 items of Lays 52g expired in Pune' });
  });

  it('say something for every kind of the spec, even with no fields', () => {
    for (const type of NOTIFICATION_TYPES) {
      const { title, text } = describeNotification({ type });
      expect(title, type).not.toBe('');
      expect(text, type).not.toContain('undefined');
    }
    expect(describeNotification({ type: 'AUTO_REFUND', order_id: 'ORD1', refund_amount: 12.5 }).text).toBe('₹12.50 refunded automatically for order ORD1');
  });

  it("title each kind with domain.md §4's name, as the kind filter and a refill partner's notification choices do", () => {
    const spec: Partial<Record<(typeof NOTIFICATION_TYPES)[number], string>> = {
      REFILL_EXECUTE: 'Refill Executed', ABOUT_TO_RUNOUT: 'About to Runout', OUT_OF_STOCK: 'Out of Stock',
      PRODUCT_REQUEST: 'Product Requested', PRODUCT_EXPIRED: 'Product Expired', VEND_FAILURE: 'Vend Failure',
      PARTIAL_VEND_FAILURE: 'Partial Vend Failure', PAYMENT_TIMEDOUT: 'Payment Timedout', VM_STATUS: 'VM status',
      MANUAL_REFUND: 'Manual Refund', AUTO_REFUND: 'Auto Refund', CANCELLED_BY_CONSUMER: 'Cancelled by Consumer',
      VEND_SUCCESS: 'Vend Success', DISCOUNT_EXPIRED: 'Discount Expired', TRANSACTION_REPORT_RESPONSE: 'Transaction Reports',
      LOW_INVENTORY_WAREHOUSE: 'Low Warehouse Inventory', HARDWARE_BOARD_ONBOARD: 'Hardware Board Onboard', VM_MOTOR: 'Motors Status',
    };
    for (const [type, name] of Object.entries(spec)) {
      expect(describeNotification({ type }).title, type).toBe(name);
      expect(notificationKindName(type), type).toBe(name);
    }
    expect(describeNotification({ type: 'TRANSACTION_REPORT_RESPONSE', report_name: 'Sales report' }).title).toBe('Transaction Reports');
  });

  it('open the product request a PRODUCT_REQUEST names, or the requested products', () => {
    expect(describeNotification({
      type: 'PRODUCT_REQUEST', product_request_id: 7, product_name: 'Oat milk', urgency: 'Urgent',
      Manager: { first_name: 'Arjun', last_name: 'Nair' }, VendingMachine: { id: 3, name: 'Powai Mall 03' },
    })).toEqual({ title: 'Product Requested', text: 'Arjun Nair requested Oat milk for Powai Mall 03 (Urgent)', href: '/request-product/7' });
    expect(describeNotification({ type: 'PRODUCT_REQUEST' }).href).toBe('/products-requested');
  });
});

describe('the profile menu', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  async function signedInAs(u: SessionUser) {
    me = u;
    let actor!: ReturnType<typeof useSessionActor>;
    function Grab() {
      actor = useSessionActor();
      return null;
    }
    render(
      <Router>
        <SessionProvider>
          <Grab />
          <ProfileMenu />
        </SessionProvider>
      </Router>,
    );
    if (actor.getSnapshot().matches('signedIn')) act(() => actor.send({ type: 'session.logout' }));
    act(() => actor.send({ type: 'session.login', email: u.email, password: 'x' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Profile menu/ })).toBeTruthy());
    return actor;
  }

  it('shows the short name and, for a company without franchise, the config app guest password', async () => {
    await signedInAs(user('WITHOUT_FRANCHISE', 'Solo@7315'));
    expect(screen.getByTestId('profile-name').textContent).toBe('Aishwaryala Venkat');
    fireEvent.click(screen.getByRole('button', { name: /Profile menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: CONFIG_APP_ITEM }));
    expect((await screen.findByTestId('guest-password')).textContent).toBe('Solo@7315');
  });

  it('has no config app item for a company with franchises', async () => {
    await signedInAs(user('WITH_FRANCHISE', 'Guest@4821'));
    fireEvent.click(screen.getByRole('button', { name: /Profile menu/ }));
    await screen.findByRole('menuitem', { name: 'My profile' });
    expect(screen.queryByRole('menuitem', { name: CONFIG_APP_ITEM })).toBeNull();
  });
});
