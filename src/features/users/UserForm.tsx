/**
 * The add/edit user form. Roles come from list.assignable_roles (console.md §6, never the
 * company admin); franchise staff keep users in their own franchise; a store manager
 * needs a store; a retailer admin a retailer (operators and technicians may have one). A new
 * user gets an initial password (docs/decisions.md). Changing a
 * user's role or franchise asks for confirmation first.
 *
 * `fixedRole` makes it the form of one kind of user (the warehouse manager screens, /add-wm and
 * /edit-wm/{id}): the role is that one, shown rather than chosen, and Save leads to `viewOf`.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  FRANCHISE_ROLE_CODES, RETAILER_ROLE_CODE, RETAILER_STAFF_CODES, STORE_ROLE_CODE, USER_FIELD_RULES, USER_MESSAGES, UserRow, createUser, listAssignableRoles, listUserScopes, updateUser,
} from '../../../contract/actions/users.ts';
import type { RoleCode } from '../../../contract/roles.ts';
import { PASSWORD_MESSAGES, rules, type FormRules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { Button } from '../../ui/Button.tsx';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { Checkbox, Select, TextInput } from '../../ui/form/inputs.tsx';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { toastSuccess } from '../../ui/toast.ts';
import { useUserAccess } from './userAccess.ts';

type User = Infer<typeof UserRow>;

interface Values extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  role_id: string;
  franchise_id: string;
  store_id: string;
  retailer_id: string;
  password: string;
  confirm_password: string;
  is_active: boolean;
}

const initialOf = (user?: User): Values => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  mobile_number: user?.mobile_number ?? '',
  role_id: user ? String(user.Role.id) : '',
  franchise_id: user?.Franchise ? String(user.Franchise.id) : '',
  store_id: user?.Store ? String(user.Store.id) : '',
  retailer_id: user?.Retailer ? String(user.Retailer.id) : '',
  password: '',
  confirm_password: '',
  is_active: user?.is_active ?? true,
});

const optionalId = (text: string) => (text ? Number(text) : null);

interface UserFormProps {
  user?: User;
  /** The one role this form gives (e.g. ROLE_WAREHOUSE_MANAGER on /add-wm). */
  fixedRole?: RoleCode;
  /** Where a saved user is shown, and where Cancel leads back to. */
  viewOf?: (id: number) => string;
  back?: string;
  submitLabel?: string;
}

/** The role a fixed-role form gives cannot be given by this caller. */
const ROLE_NOT_ASSIGNABLE = 'You may not give this role.';

export function UserForm({ user, fixedRole, viewOf = paths.user, back = paths.users(), submitLabel = 'Create user' }: UserFormProps) {
  const [, navigate] = useLocation();
  const access = useUserAccess();
  const [confirm, confirmDialog] = useConfirm();
  const assignable = useRecord(listAssignableRoles, {});
  const scopes = useRecord(listUserScopes, {});
  const roleOptions = [...(assignable.data ?? [])];
  if (user && !roleOptions.some((r) => r.id === user.Role.id)) roleOptions.unshift(user.Role);
  const fixed = fixedRole ? roleOptions.find((r) => r.role_code === fixedRole) : undefined;
  const roleIdOf = (roleId: string) => (fixedRole ? (fixed ? String(fixed.id) : '') : roleId);
  const roleCodeOf = (roleId: string) => roleOptions.find((r) => String(r.id) === roleIdOf(roleId))?.role_code;

  const form = useForm<Values>({
    initial: initialOf(user),
    rules: (v): FormRules => {
      const code = roleCodeOf(v.role_id);
      return {
        fields: {
          first_name: USER_FIELD_RULES.first_name,
          last_name: USER_FIELD_RULES.last_name,
          email: USER_FIELD_RULES.email,
          mobile_number: USER_FIELD_RULES.mobile_number,
          role_id: fixedRole ? [() => (fixed || assignable.status === 'loading' ? null : ROLE_NOT_ASSIGNABLE)] : [rules.required()],
          franchise_id: code && FRANCHISE_ROLE_CODES.includes(code) && !access.ownFranchise ? [rules.required()] : [],
          store_id: code === STORE_ROLE_CODE ? [rules.required()] : [],
          retailer_id: code === RETAILER_ROLE_CODE ? [rules.required(USER_MESSAGES.retailerRequired)] : [],
          ...(user
            ? {}
            : {
                password: USER_FIELD_RULES.password,
                confirm_password: [rules.required(), (value) => (value !== v.password ? PASSWORD_MESSAGES.mismatch : null)],
              }),
        },
      };
    },
    onSubmit: async (v) => {
      const code = roleCodeOf(v.role_id);
      const fields = {
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        email: v.email.trim(),
        mobile_number: v.mobile_number || null,
        role_id: Number(roleIdOf(v.role_id)),
        franchise_id: access.ownFranchise ? access.ownFranchise.id : optionalId(v.franchise_id),
        store_id: code === STORE_ROLE_CODE ? optionalId(v.store_id) : null,
        retailer_id: code && RETAILER_STAFF_CODES.includes(code) ? optionalId(v.retailer_id) : null,
      };
      if (!user) {
        const created = await call(createUser, { ...fields, password: v.password });
        toastSuccess(USER_MESSAGES.created);
        form.leaveTo(viewOf(created.data.id));
        return;
      }
      if (roleIdOf(v.role_id) !== String(user.Role.id) && !(await confirm({ text: USER_MESSAGES.confirmRole }))) return;
      if (!access.ownFranchise && v.franchise_id !== (user.Franchise ? String(user.Franchise.id) : '') && !(await confirm({ text: USER_MESSAGES.confirmFranchise }))) return;
      await call(updateUser, { ...fields, id: user.id, version: user.version, is_active: v.is_active });
      toastSuccess(USER_MESSAGES.updated);
      form.leaveTo(viewOf(user.id));
    },
  });

  const code = roleCodeOf(form.values.role_id);
  const franchiseId = access.ownFranchise ? String(access.ownFranchise.id) : form.values.franchise_id;
  const stores = (scopes.data?.stores ?? []).filter((s) => !franchiseId || String(s.franchise_id) === franchiseId);
  const retailers = scopes.data?.retailers ?? [];
  const isSelf = user?.id === access.meId;

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput label="First name" required autoFocus {...form.field('first_name')} maxLength={50} />
        <TextInput label="Last name" {...form.field('last_name')} maxLength={50} />
        <TextInput label="Email" type="email" required autoComplete="off" noSpaces {...form.field('email')} />
        <TextInput label="Mobile number" type="tel" allowChars={/[0-9]/} maxLength={10} hint="10 digits" {...form.field('mobile_number')} />
        {fixedRole ? (
          <div>
            <span className="mb-1 block text-sm font-medium text-slate-700">Role</span>
            <p className="py-2 text-sm text-slate-900">{fixed?.name ?? (assignable.status === 'loading' ? 'Loading...' : fixedRole)}</p>
            {form.field('role_id').error && <p role="alert" className="text-sm text-red-600">{form.field('role_id').error}</p>}
          </div>
        ) : <Select
          label="Role"
          required
          placeholder={assignable.status === 'loading' ? 'Loading...' : 'Select role'}
          options={roleOptions.map((r) => ({ id: r.id, name: r.name }))}
          disabled={isSelf}
          hint={isSelf ? 'You cannot change your own role.' : undefined}
          {...form.field('role_id')}
        />}
        {access.ownFranchise ? (
          <div>
            <span className="mb-1 block text-sm font-medium text-slate-700">Franchise</span>
            <p className="py-2 text-sm text-slate-900">{access.ownFranchise.name}</p>
          </div>
        ) : (
          <Select
            label="Franchise"
            required={Boolean(code && FRANCHISE_ROLE_CODES.includes(code))}
            placeholder="None (company level)"
            options={(scopes.data?.franchises ?? []).map((f) => ({ id: f.id, name: f.name }))}
            {...form.field('franchise_id')}
            onChange={(value) => form.setValues((v) => ({ ...v, franchise_id: value, store_id: '' }))}
          />
        )}
        {code === STORE_ROLE_CODE && <Select label="Store" required placeholder="Select store" options={stores} {...form.field('store_id')} />}
        {code && RETAILER_STAFF_CODES.includes(code) && retailers.length > 0 && (
          <Select label="Retailer" required={code === RETAILER_ROLE_CODE} placeholder="None (company level)" options={retailers} {...form.field('retailer_id')} />
        )}
      </div>
      {user ? (
        <Checkbox label="Active (may sign in)" checked={form.values.is_active} disabled={isSelf} onChange={(checked) => form.set('is_active', checked)} />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextInput label="Initial password" type="password" required autoComplete="new-password" hint={PASSWORD_MESSAGES.hint} {...form.field('password')} />
          <TextInput label="Confirm password" type="password" required autoComplete="new-password" {...form.field('confirm_password')} />
        </div>
      )}
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(user ? viewOf(user.id) : back)}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {user ? 'Save changes' : submitLabel}
        </Button>
      </div>
      {confirmDialog}
    </form>
  );
}
