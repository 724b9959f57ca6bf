/**
 * Issue 34 "Keyboard": every screen command can be run from the palette. Each record action of
 * the view screens (commands/records/), bound as its screen binds it, is listed by the registry
 * the palette reads for a user who holds its permission, runs the screen's handler from there,
 * and is hidden when the screen says the record does not allow it.
 */
import { describe, expect, it, vi } from 'vitest';
import { bindRecordActions } from '../../commands/record.ts';
import { RECORD_ACTIONS } from '../../commands/records/index.ts';
import { ROLE_ACTIONS, USER_ACTIONS } from '../../commands/records/users.ts';
import { createCommandRegistry, runCommand, type CommandContext } from '../../commands/registry.ts';

function context(permissions: readonly string[]): CommandContext {
  return {
    permissions,
    navigate: vi.fn(),
    openInNewTab: vi.fn(),
    shell: { openPalette: vi.fn(), toggleSidebar: vi.fn(), openNotifications: vi.fn(), openFeedback: vi.fn(), signOut: vi.fn() },
  };
}

/** Lists a screen hands its commands (what they ask from): a coil of each kind, so block and unblock are both offered. */
const LISTS: Record<string, unknown> = { coils: [{ coil: '11', blocked: false, product: 'Cola' }, { coil: '12', blocked: true, product: null }] };

/** A screen handle on which everything is allowed and every handler is a spy. */
const openScreen = () => new Proxy({} as Record<string, unknown>, { get: (target, key: string) => (target[key] ??= key in LISTS ? LISTS[key] : /^can[A-Z]|^custom$|^in[A-Z]/.test(key) ? true : vi.fn()) });

describe('every record action of a view screen', () => {
  it('is in the palette for a user with its permission, and runs the screen from there', () => {
    for (const action of RECORD_ACTIONS) {
      const screen = openScreen();
      const registry = createCommandRegistry(bindRecordActions([action as never], () => screen));
      const ctx = context([action.permissions[0]!]);
      const listed = registry.visible(ctx).find((c) => c.id === action.id);
      expect(listed, action.id).toBeDefined();
      expect(listed!.section).toBe('This screen');
      expect(runCommand(listed!, ctx)).toBe(true);
      expect(Object.values(screen).filter((v) => typeof v === 'function' && vi.isMockFunction(v) && v.mock.calls.length === 1), action.id).toHaveLength(1);
      expect(registry.visible(context([]))).toEqual([]);
    }
  });
});

describe('the user and role screens', () => {
  const user = (canEdit: boolean, canDelete: boolean) => ({ canEdit, canDelete, edit: vi.fn(), remove: vi.fn() });
  const admin = context(['PERM_UPDATE_COMPANY_ADMIN', 'PERM_DELETE_COMPANY_ADMIN', 'PERM_UPDATE_OPERATOR', 'PERM_DELETE_OPERATOR']);

  it('offer Edit and Delete user only where the screen shows the buttons', () => {
    const offered = (target: ReturnType<typeof user>) => createCommandRegistry(bindRecordActions(USER_ACTIONS, () => target)).visible(admin).map((c) => c.id);
    expect(offered(user(true, true))).toEqual(['edit.user', 'delete.user']);
    // The caller's own record: editable, never deletable.
    expect(offered(user(true, false))).toEqual(['edit.user']);
    expect(offered(user(false, false))).toEqual([]);
  });

  it('offer Edit and Delete role for a custom role only', () => {
    const offered = (custom: boolean) =>
      createCommandRegistry(bindRecordActions(ROLE_ACTIONS, () => ({ custom, edit: vi.fn(), remove: vi.fn() }))).visible(admin).map((c) => c.id);
    expect(offered(true)).toEqual(['edit.role', 'delete.role']);
    expect(offered(false)).toEqual([]);
  });
});
