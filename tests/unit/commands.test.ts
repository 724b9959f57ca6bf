/**
 * The command registry (commands/): the one gate (permissions any-of + availability),
 * registration while a screen is mounted, shortcut strings (binding = label), the
 * "Go to …"/"Add …" commands derived from routes, recents, and the palette's scopes.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  PALETTE_SHORTCUT, ROUTE_SHORTCUTS, createCommandRegistry, frecency, hotkeysBinding, isCommandAllowed, isCommandId, navigationCommands,
  normalizeShortcut, parsePaletteInput, parseShortcut, parseUsage, recordUse, runCommand, shellCommands, shortcutLabel, topRecent, worksInFields,
  type Command, type CommandContext,
} from '../../commands/index.ts';

function context(permissions: string[] = []): CommandContext {
  return {
    permissions,
    navigate: vi.fn(),
    openInNewTab: vi.fn(),
    shell: { openPalette: vi.fn(), toggleSidebar: vi.fn(), openNotifications: vi.fn(), openFeedback: vi.fn(), signOut: vi.fn() },
  };
}

const receive = (available = true, run = vi.fn()): Command => ({
  id: 'receive.cash_order',
  title: 'Receive cash order',
  permissions: ['PERM_UPDATE_WAREHOUSE', 'PERM_ACK_REFILL'],
  available: () => available,
  run,
});

describe('the gate', () => {
  it('needs one of the permissions (any-of); an empty list lets every signed-in user through', () => {
    expect(isCommandAllowed(receive(), context([]))).toBe(false);
    expect(isCommandAllowed(receive(), context(['PERM_ACK_REFILL']))).toBe(true);
    expect(isCommandAllowed({ ...receive(), permissions: [] }, context([]))).toBe(true);
  });

  it("asks the record's machine: an unavailable command is hidden and does not run", () => {
    const run = vi.fn();
    const ctx = context(['PERM_UPDATE_WAREHOUSE']);
    expect(isCommandAllowed(receive(false, run), ctx)).toBe(false);
    expect(runCommand(receive(false, run), ctx)).toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(runCommand(receive(true, run), ctx)).toBe(true);
    expect(run).toHaveBeenCalledWith(ctx, undefined);
  });

  it('hands a command the answers the palette asked for (issue 56)', () => {
    const run = vi.fn();
    const ctx = context(['PERM_UPDATE_WAREHOUSE']);
    expect(runCommand(receive(true, run), ctx, { amount: '120.00' })).toBe(true);
    expect(run).toHaveBeenCalledWith(ctx, { amount: '120.00' });
  });

  it('treats a throwing availability check as unavailable', () => {
    const broken = { ...receive(), available: () => { throw new Error('no snapshot'); } };
    expect(isCommandAllowed(broken, context(['PERM_UPDATE_WAREHOUSE']))).toBe(false);
  });
});

describe('the registry', () => {
  it('lists what is registered, newest first, and forgets a batch when it unregisters', () => {
    const registry = createCommandRegistry(shellCommands({ notifications: false }));
    const listener = vi.fn();
    registry.subscribe(listener);
    const unregister = registry.register([receive()]);
    expect(registry.all()[0].id).toBe('receive.cash_order');
    expect(listener).toHaveBeenCalledTimes(1);
    unregister();
    expect(registry.find('receive.cash_order')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("lets a screen's command shadow one with the same id while it is mounted", () => {
    const registry = createCommandRegistry([{ id: 'go.refills', title: 'Go to Refills', permissions: [], run: vi.fn() }]);
    const unregister = registry.register([{ id: 'go.refills', title: 'Refills (this screen)', permissions: [], run: vi.fn() }]);
    expect(registry.all().filter((c) => c.id === 'go.refills').map((c) => c.title)).toEqual(['Refills (this screen)']);
    unregister();
    expect(registry.find('go.refills')?.title).toBe('Go to Refills');
  });

  it('shows each user only what they may run', () => {
    const registry = createCommandRegistry([receive(), { id: 'go.profile', title: 'Go to My profile', permissions: [], run: vi.fn() }]);
    expect(registry.visible(context([])).map((c) => c.id)).toEqual(['go.profile']);
    expect(registry.visible(context(['PERM_ACK_REFILL'])).map((c) => c.id)).toContain('receive.cash_order');
  });

  it('refuses ids that are not verb.resource', () => {
    expect(isCommandId('receive.cash_order')).toBe(true);
    expect(isCommandId('Receive cash')).toBe(false);
    expect(() => createCommandRegistry().register([{ ...receive(), id: 'receive' }])).toThrow(/verb\.resource/);
  });
});

describe('shortcut strings', () => {
  it('are one string for the binding and the label', () => {
    expect(hotkeysBinding('alt+r')).toBe('alt+r');
    expect(shortcutLabel('alt+r')).toBe('Alt+R');
    expect(shortcutLabel('alt+r', true)).toBe('⌥R');
    expect(hotkeysBinding(PALETTE_SHORTCUT)).toBe('ctrl+k,command+k');
    expect(shortcutLabel(PALETTE_SHORTCUT)).toBe('Ctrl+K');
    expect(shortcutLabel(PALETTE_SHORTCUT, true)).toBe('⌘K');
    expect(shortcutLabel('shift+/')).toBe('?');
    expect(shortcutLabel('mod+shift+enter')).toBe('Ctrl+Shift+Enter');
  });

  it('are refused when malformed, and compare regardless of modifier order', () => {
    expect(() => parseShortcut('hyper+k')).toThrow(/modifier/);
    expect(() => parseShortcut('alt+alt+k')).toThrow(/twice/);
    expect(() => parseShortcut('alt+R')).toThrow(/lower case/);
    expect(normalizeShortcut('shift+mod+k')).toBe('mod+shift+k');
  });

  it('with a modifier also work while typing in a field', () => {
    expect(worksInFields('mod+k')).toBe(true);
    expect(worksInFields('alt+p')).toBe(true);
    expect(worksInFields('shift+/')).toBe(false);
  });

  it("of the console's own commands parse and never collide", () => {
    const commands = [...shellCommands({ notifications: true }), ...navigationCommands(ROUTES)];
    const shortcuts = commands.filter((c) => c.shortcut).map((c) => normalizeShortcut(c.shortcut!));
    expect(new Set(shortcuts).size).toBe(shortcuts.length);
    expect(shortcuts).toEqual(expect.arrayContaining(['mod+k', 'alt+r', 'alt+p']));
  });
});

const ROUTES = [
  { path: '/login', title: 'Sign in', permissions: [], public: true },
  { path: '/products', title: 'Products', permissions: ['PERM_VIEW_PRODUCT_CATALOG' as const], group: 'Product Catalog', sidebar: 'Products' },
  { path: '/product/:id', title: 'Product', permissions: ['PERM_VIEW_PRODUCT_CATALOG' as const] },
  { path: '/add-product', title: 'Add product', permissions: ['PERM_ADD_PRODUCT_CATALOG' as const] },
  { path: '/refills', title: 'Refills', permissions: ['PERM_VIEW_REFILL' as const] },
  { path: '/warehouse-orders', title: 'Warehouse orders', permissions: [] },
];

describe('navigation commands from the route table', () => {
  const commands = navigationCommands(ROUTES);
  const byId = Object.fromEntries(commands.map((c) => [c.id, c]));

  it('make "Go to …" for lists and keep "Add …" titles; no public or id routes', () => {
    expect(commands.map((c) => [c.id, c.title])).toEqual([
      ['go.products', 'Go to Products'],
      ['add.product', 'Add product'],
      ['go.refills', 'Go to Refills'],
      ['go.warehouse_orders', 'Go to Warehouse orders'],
    ]);
  });

  it("carry the route's permissions, so the palette hides what the user may not open", () => {
    const technician = context(['PERM_VIEW_VENDING_MACHINE']);
    expect(isCommandAllowed(byId['go.products'], technician)).toBe(false);
    expect(isCommandAllowed(byId['go.warehouse_orders'], technician)).toBe(true);
  });

  it('bind Alt+R to the refill list and Alt+P to the product catalogue', () => {
    expect(ROUTE_SHORTCUTS).toEqual({ '/refills': 'alt+r', '/products': 'alt+p' });
    expect(byId['go.refills'].shortcut).toBe('alt+r');
    expect(byId['go.products'].shortcut).toBe('alt+p');
  });

  it('navigate to the path when run, and offer it for a new tab', () => {
    const ctx = context(['PERM_VIEW_REFILL']);
    runCommand(byId['go.refills'], ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/refills');
    expect(byId['go.refills'].href).toBe('/refills');
  });

  it("offer what a screen adds in place as a Create command that opens it with its query, gated by the add permission and the screen's", () => {
    const [go, add] = navigationCommands([{
      path: '/product-categories', title: 'Product Categories', group: 'Product Catalog', permissions: ['PERM_VIEW_PRODUCT_CATEGORY'],
      creates: [{ id: 'add.product_category', title: 'Add category', permissions: ['PERM_ADD_PRODUCT_CATEGORY'], query: 'add=1' }],
    }]);
    expect(go!.id).toBe('go.product_categories');
    expect(add).toMatchObject({ id: 'add.product_category', title: 'Add category', section: 'Create', href: '/product-categories?add=1' });
    expect(isCommandAllowed(add!, context(['PERM_VIEW_PRODUCT_CATEGORY', 'PERM_ADD_PRODUCT_CATEGORY']))).toBe(true);
    expect(isCommandAllowed(add!, context(['PERM_VIEW_PRODUCT_CATEGORY']))).toBe(false);
    expect(isCommandAllowed(add!, context(['PERM_ADD_PRODUCT_CATEGORY']))).toBe(false);
    const ctx = context(['PERM_VIEW_PRODUCT_CATEGORY', 'PERM_ADD_PRODUCT_CATEGORY']);
    runCommand(add!, ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/product-categories?add=1');
  });
});

describe('recent and frequent entries', () => {
  it('rank frequent and recent uses first', () => {
    const now = 1_000_000_000;
    let usage = recordUse({}, 'cmd:go.products', now - 3 * 86_400_000);
    usage = recordUse(usage, 'cmd:go.products', now - 3 * 86_400_000);
    usage = recordUse(usage, 'vm:42', now - 60_000);
    usage = recordUse(usage, 'cmd:go.refills', now - 10 * 86_400_000);
    expect(topRecent(usage, now, 3)).toEqual(['vm:42', 'cmd:go.products', 'cmd:go.refills']);
    expect(frecency(usage['vm:42'], now)).toBeGreaterThan(frecency(usage['cmd:go.refills'], now));
  });

  it('forget the oldest beyond 200 and survive whatever storage holds', () => {
    let usage = {};
    for (let i = 0; i < 210; i++) usage = recordUse(usage, `vm:${i}`, i);
    expect(Object.keys(usage)).toHaveLength(200);
    expect(usage).not.toHaveProperty('vm:0');
    expect(parseUsage('not json')).toEqual({});
    expect(parseUsage('[1,2]')).toEqual({});
    expect(parseUsage('{"vm:1":{"count":2,"last":5},"bad":{"count":"x"}}')).toEqual({ 'vm:1': { count: 2, last: 5 } });
  });
});

describe("the palette's scopes", () => {
  it('read the prefix like GitHub: > commands, # orders, @ users, ? shortcuts', () => {
    expect(parsePaletteInput('whitefield')).toEqual({ scope: 'all', query: 'whitefield' });
    expect(parsePaletteInput('>go to')).toEqual({ scope: 'commands', query: 'go to' });
    expect(parsePaletteInput('# ORD123')).toEqual({ scope: 'orders', query: 'ORD123' });
    expect(parsePaletteInput('@meena')).toEqual({ scope: 'users', query: 'meena' });
    expect(parsePaletteInput('?')).toEqual({ scope: 'shortcuts', query: '' });
    expect(parsePaletteInput('')).toEqual({ scope: 'all', query: '' });
  });
});

describe('Ctrl+Z', () => {
  it('is the field\'s own while typing (its text), the last action\'s elsewhere', () => {
    expect(worksInFields('mod+z')).toBe(false);
  });
});
