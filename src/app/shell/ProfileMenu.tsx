/**
 * The profile menu: the short name (console.md §2), My profile, keyboard shortcuts,
 * feedback, sign-out, and "Get Config App Login Details" for users of a company without
 * franchise, which shows the config app's guest password.
 */
import { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle, Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLocation } from 'wouter';
import { useCurrentUser, useSessionActor } from '../../platform/session/session.ts';
import { Button } from '../../ui/Button.tsx';
import { paths } from '../../platform/paths.ts';
import { initials, shortDisplayName } from './display-name.ts';
import { shellActions } from './shell-state.ts';

export const CONFIG_APP_ITEM = 'Get Config App Login Details';

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-700 data-[focus]:bg-slate-100 data-[focus]:text-slate-900';

export function ProfileMenu() {
  const user = useCurrentUser();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const [configOpen, setConfigOpen] = useState(false);
  if (!user) return null;
  const name = shortDisplayName(user.first_name, user.last_name);
  const withoutFranchise = user.Company.type === 'WITHOUT_FRANCHISE';

  return (
    <>
      <Menu as="div" className="relative">
        {/* Named by its own text, "Profile menu" and the name it shows: an aria-label over the
            visible initials and name failed WCAG 2.5.3 Label in Name. */}
        <MenuButton
          className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
        >
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700">
            {initials(user.first_name, user.last_name)}
          </span>
          <span className="sr-only">Profile menu, </span>
          <span data-testid="profile-name" className="hidden font-medium sm:inline">
            {name}
          </span>
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-40 mt-1 w-64 rounded-xl border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
        >
          <div className="border-b border-slate-100 px-4 py-2 text-xs text-slate-500">
            <div className="truncate font-medium text-slate-800">{user.email}</div>
            <div className="truncate">{user.Role.name}</div>
          </div>
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => navigate(paths.profile())}>
              My profile
            </button>
          </MenuItem>
          {withoutFranchise && (
            <MenuItem>
              <button type="button" className={itemClass} onClick={() => setConfigOpen(true)}>
                {CONFIG_APP_ITEM}
              </button>
            </MenuItem>
          )}
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => shellActions.openPalette('shortcuts')}>
              Keyboard shortcuts
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => shellActions.setFeedbackOpen(true)}>
              Send feedback
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => session.send({ type: 'session.logout' })}>
              Sign out
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {withoutFranchise && (
        <ConfigAppDialog open={configOpen} onClose={() => setConfigOpen(false)} company={user.Company.name} password={user.Company.guest_password} />
      )}
    </>
  );
}

function ConfigAppDialog({ open, onClose, company, password }: { open: boolean; onClose: () => void; company: string; password?: string }) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">Config App Login Details</DialogTitle>
          <dl className="mt-4 grid grid-cols-[9rem_1fr] gap-y-2 text-sm">
            <dt className="text-slate-500">Company</dt>
            <dd className="text-slate-900">{company}</dd>
            <dt className="text-slate-500">Guest password</dt>
            <dd data-testid="guest-password" className="font-mono text-slate-900">
              {password ?? 'Your role may not view it; ask your company admin.'}
            </dd>
          </dl>
          <div className="mt-6 flex justify-end">
            <Button autoFocus onClick={onClose}>
              Close
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
