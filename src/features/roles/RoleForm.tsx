/** The add/edit role form: name, role code (never the company admin's) and the permission grid. */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { CUSTOM_ROLE_CODES, ROLE_FIELD_RULES, ROLE_MESSAGES, RoleRow, createRole, updateRole } from '../../../contract/actions/roles.ts';
import type { Permission } from '../../../contract/permissions.ts';
import type { RoleCode } from '../../../contract/roles.ts';
import { rules, type FormRules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { Button } from '../../ui/Button.tsx';
import { Select, TextInput } from '../../ui/form/inputs.tsx';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { toastSuccess } from '../../ui/toast.ts';
import { PermissionGrid } from './PermissionGrid.tsx';
import { roleCodeName } from './roleAccess.ts';

type Role = Infer<typeof RoleRow>;

interface Values extends Record<string, unknown> {
  name: string;
  role_code: string;
  permissions: string[];
}

// The role code is a choice from a list; the server checks it is one of them (enums).
const RULES: FormRules = { fields: { name: ROLE_FIELD_RULES.name, role_code: [rules.required()], permissions: ROLE_FIELD_RULES.permissions } };

export function RoleForm({ role }: { role?: Role }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: { name: role?.name ?? '', role_code: role?.role_code ?? '', permissions: role?.permissions ?? [] },
    rules: RULES,
    onSubmit: async (v) => {
      const fields = { name: v.name.trim(), role_code: v.role_code as RoleCode, permissions: v.permissions as Permission[] };
      if (role) {
        await call(updateRole, { ...fields, id: role.id, version: role.version });
        toastSuccess(ROLE_MESSAGES.updated);
        form.leaveTo(paths.role(role.id));
      } else {
        const created = await call(createRole, fields);
        toastSuccess(ROLE_MESSAGES.created);
        form.leaveTo(paths.role(created.data.id));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-4xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput label="Role name" required autoFocus maxLength={50} {...form.field('name')} />
        <Select
          label="Role code"
          required
          placeholder="Select role code"
          hint="Decides which users may be given this role (console.md §6)."
          options={CUSTOM_ROLE_CODES.map((code) => ({ id: code, name: `${roleCodeName(code)} (${code})` }))}
          {...form.field('role_code')}
        />
      </div>
      <PermissionGrid value={form.values.permissions} onChange={(next) => form.set('permissions', next)} error={form.errors.permissions} />
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(role ? paths.role(role.id) : paths.roles())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {role ? 'Save changes' : 'Create role'}
        </Button>
      </div>
    </form>
  );
}
