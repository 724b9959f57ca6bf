/**
 * /api/user-management roles: a role is a name, a role_code (any but the company admin's)
 * and a permission list from the catalogue. Default roles (is_default) cannot be changed.
 * Managing roles shapes every user's access, so it needs the COMPANY_ADMIN permissions
 * (docs/roles.md).
 */
import { array, boolean, enums, integer, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { PERMISSIONS } from '../permissions.ts';
import { ROLE_CODES, type RoleCode } from '../roles.ts';
import { boundedArray, checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { extraRules, rules, type Rule } from '../validation.ts';

const area = 'user-management' as const;

/** console.md §6: role selection lists exclude the company admin role. */
export const CUSTOM_ROLE_CODES = ROLE_CODES.filter((c) => c !== 'ROLE_COMPANY_ADMIN') as [RoleCode, ...RoleCode[]];

export const ROLE_MESSAGES = {
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  deleted: 'Role deleted successfully',
  nameTaken: 'A role with this name already exists.',
  isDefault: 'Default roles cannot be changed or deleted.',
} as const;

export const RoleRow = object({
  id: number(),
  name: string(),
  role_code: enums(ROLE_CODES),
  permissions: array(string()),
  is_default: boolean(),
  users: integer(),
  created_at: string(),
  updated_at: string(),
  version: integer(),
});

export const ROLE_SORT_KEYS = ['name', 'role_code', 'users', 'created_at', 'updated_at'] as const;

export const listRoles = defineAction({
  area,
  name: 'list.roles',
  kind: 'read',
  summary: "The company's roles with their permission lists and how many users hold each. search matches name and role code; filters: role_codes, is_default.",
  permissions: ['PERM_VIEW_COMPANY_ADMIN'],
  request: object({
    ...listFields(ROLE_SORT_KEYS, 'name', 'ASC'),
    role_codes: optional(boundedArray(enums(ROLE_CODES), ROLE_CODES.length)),
    is_default: optional(boolean()),
  }),
  response: list(RoleRow),
});

export const getRole = defineAction({
  area,
  name: 'get.role',
  kind: 'read',
  summary: "One role of the caller's company.",
  permissions: ['PERM_VIEW_COMPANY_ADMIN'],
  request: object({ id: id() }),
  response: data(RoleRow),
});

/**
 * The role form's field rules, declared once: the request structs below check them on the
 * server and the console's role form (src/features/roles/RoleForm.tsx) runs the same ones.
 */
export const ROLE_FIELD_RULES = {
  name: [rules.required(), rules.maxLength(50), extraRules.name()],
  permissions: [rules.required()],
} as const satisfies Record<string, readonly Rule[]>;

const roleFields = {
  name: checked(string(), ...ROLE_FIELD_RULES.name),
  role_code: enums(CUSTOM_ROLE_CODES),
  permissions: checked(boundedArray(enums(PERMISSIONS), PERMISSIONS.length), ...ROLE_FIELD_RULES.permissions),
};

export const createRole = defineAction({
  area,
  name: 'create.role',
  kind: 'write',
  summary: 'A new role: unique name in the company, a role code other than the company admin, at least one permission.',
  permissions: ['PERM_ADD_COMPANY_ADMIN'],
  status: 201,
  request: object(roleFields),
  response: data(RoleRow),
});

export const updateRole = defineAction({
  area,
  name: 'update.role',
  kind: 'write',
  summary: 'Replace a custom role with the version read (stale → 409; default roles → 409). Users of the role get the new permissions at once.',
  permissions: ['PERM_UPDATE_COMPANY_ADMIN'],
  request: object({ id: id(), version: version(), ...roleFields }),
  response: data(RoleRow),
});

export const deleteRole = defineAction({
  area,
  name: 'delete.role',
  kind: 'write',
  summary: 'Delete a custom role no user holds (409 while users hold it, or for default roles).',
  permissions: ['PERM_DELETE_COMPANY_ADMIN'],
  request: object({ id: id(), version: version() }),
  response: empty,
});

/** A role list request for the users screen's Role filter (any holder of list.users may read names). */
export const listRoleNames = defineAction({
  area,
  name: 'list.role_names',
  kind: 'read',
  summary: "Id, name and code of the company's roles the caller may see users of (for filters), never the company admin role (console.md §6).",
  permissions: ['PERM_VIEW_COMPANY_ADMIN', 'PERM_VIEW_FRANCHISE_ADMIN', 'PERM_VIEW_RETAILER_ADMIN', 'PERM_VIEW_OPERATOR'],
  request: object({}),
  response: data(array(object({ id: number(), name: string(), role_code: enums(ROLE_CODES) }))),
});
