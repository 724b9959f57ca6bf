/**
 * /api/user-management users: list, view, create, update, delete, plus the roles and
 * franchises/stores a caller may pick in the user form.
 *
 * Which users a caller sees and changes follows the "role resource" of each user's role
 * (routes.tsv: /user/{id} needs the view permission of the user's role resource):
 * a user of role X needs PERM_VIEW_/ADD_/UPDATE_/DELETE_ of ROLE_RESOURCE[X].
 */
import { array, boolean, enums, integer, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { RESOURCE_VERBS, type PermResource, type PermVerb, type Permission } from '../permissions.ts';
import { ROLE_CODES, assignableRoleCodes, type RoleCode } from '../roles.ts';
import { checked, data, empty, id, idList, isoDateTime, list, listFields, version } from '../structs.ts';
import { extraRules, passwordRules, rules, type Rule } from '../validation.ts';

const area = 'user-management' as const;

/** The permission resource guarding users of each role (technicians fall under OPERATOR). */
export const ROLE_RESOURCE: Record<RoleCode, PermResource> = {
  ROLE_COMPANY_ADMIN: 'COMPANY_ADMIN',
  ROLE_COMPANY_PARTNER: 'COMPANY_PARTNER',
  ROLE_FRANCHISE_ADMIN: 'FRANCHISE_ADMIN',
  ROLE_RETAILER_ADMIN: 'RETAILER_ADMIN',
  ROLE_OPERATOR: 'OPERATOR',
  ROLE_WAREHOUSE_MANAGER: 'WAREHOUSE_MANAGER',
  ROLE_STORE_MANAGER: 'STORE_MANAGER',
  ROLE_FRANCHISE_LOCATION_PARTNER: 'FRANCHISE_PARTNER',
  ROLE_TECHNICIAN: 'OPERATOR',
};

export function userPermission(verb: PermVerb, roleCode: RoleCode): Permission {
  const resource = ROLE_RESOURCE[roleCode];
  if (!(RESOURCE_VERBS[resource] as readonly string[]).includes(verb)) throw new Error(`no ${verb} for ${resource}`);
  return `PERM_${verb}_${resource}` as Permission;
}

/** Every permission of one verb over the role resources (any-of requirement of the actions). */
export function userPermissions(verb: PermVerb): Permission[] {
  return [...new Set(ROLE_CODES.map((code) => userPermission(verb, code)))];
}

/** May a holder of `held` act with `verb` on users of `roleCode`? */
export function canOnUsersOf(held: readonly string[], verb: PermVerb, roleCode: RoleCode): boolean {
  return held.includes(userPermission(verb, roleCode));
}

/** console.md §6 assignable roles, narrowed to roles the creator may also add (PERM_ADD_ of the role resource). */
export function assignableCodesFor(creator: RoleCode, held: readonly string[]): RoleCode[] {
  return assignableRoleCodes(creator).filter((code) => canOnUsersOf(held, 'ADD', code));
}

/** routes.tsv: /users. */
export const USERS_LIST_PERMISSIONS: Permission[] = ['PERM_VIEW_COMPANY_ADMIN', 'PERM_VIEW_FRANCHISE_ADMIN', 'PERM_VIEW_RETAILER_ADMIN', 'PERM_VIEW_OPERATOR'];

/** Roles that must belong to a franchise, and the one that needs a store. */
export const FRANCHISE_ROLE_CODES: readonly RoleCode[] = ['ROLE_FRANCHISE_ADMIN', 'ROLE_FRANCHISE_LOCATION_PARTNER'];
export const STORE_ROLE_CODE: RoleCode = 'ROLE_STORE_MANAGER';
/** The role whose users belong to a retailer, and the roles a retailer's admin gives its staff (who may belong to one). */
export const RETAILER_ROLE_CODE: RoleCode = 'ROLE_RETAILER_ADMIN';
export const RETAILER_STAFF_CODES: readonly RoleCode[] = ['ROLE_RETAILER_ADMIN', 'ROLE_OPERATOR', 'ROLE_TECHNICIAN'];

export const USER_MESSAGES = {
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  emailTaken: 'A user with this email already exists.',
  confirmRole: 'You want to change the role of this user',
  confirmFranchise: 'You want to change the franchise of this user',
  retailerRequired: 'Please select a retailer',
  unknownRetailer: 'Please select a retailer of your company',
  ownRetailerOnly: 'You can only place users in your own retailer.',
  retailerStaffOnly: "A retailer's staff add only retailer admins, operators and technicians of their own retailer.",
  /** A retailer admin whose account names no retailer reaches nothing and makes nothing. */
  noRetailer: 'Your account belongs to no retailer; ask a company admin to set one.',
  retailerWithFranchise: "A retailer's user belongs to no franchise: choose one or the other.",
} as const;

/**
 * The user form's field rules, declared once: the request structs below check them on the
 * server and the console's user form (src/features/users/UserForm.tsx) runs the same ones,
 * so both answer with the same message.
 */
export const USER_FIELD_RULES = {
  first_name: [rules.required(), rules.maxLength(50), extraRules.name()],
  last_name: [rules.maxLength(50), extraRules.name()],
  email: [rules.required(), rules.email()],
  mobile_number: [rules.mobile(10)],
  password: passwordRules,
} as const satisfies Record<string, readonly Rule[]>;

export const UserRow = object({
  id: number(),
  first_name: string(),
  last_name: string(),
  email: string(),
  mobile_number: nullable(string()),
  is_active: boolean(),
  Role: object({ id: number(), name: string(), role_code: enums(ROLE_CODES), is_default: boolean() }),
  Franchise: nullable(object({ id: number(), name: string() })),
  Store: nullable(object({ id: number(), name: string() })),
  Retailer: nullable(object({ id: number(), name: string() })),
  created_at: string(),
  updated_at: string(),
  version: integer(),
});

export const USER_SORT_KEYS = ['first_name', 'last_name', 'email', 'role', 'is_active', 'created_at', 'updated_at'] as const;

export const listUsers = defineAction({
  area,
  name: 'list.users',
  kind: 'read',
  summary:
    "Users of the caller's company (and franchise, for franchise staff) whose role resource the caller may view. " +
    'search matches name, email and mobile; filters: role_ids, is_active, franchise_ids, created_from/created_to.',
  permissions: USERS_LIST_PERMISSIONS,
  request: object({
    ...listFields(USER_SORT_KEYS, 'created_at', 'DESC'),
    role_ids: optional(idList()),
    franchise_ids: optional(idList()),
    is_active: optional(boolean()),
    created_from: optional(isoDateTime()),
    created_to: optional(isoDateTime()),
  }),
  response: list(UserRow),
});

export const getUser = defineAction({
  area,
  name: 'get.user',
  kind: 'read',
  summary: 'One user the caller may view (404 otherwise).',
  permissions: userPermissions('VIEW'),
  request: object({ id: id() }),
  response: data(UserRow),
});

const userFields = {
  first_name: checked(string(), ...USER_FIELD_RULES.first_name),
  last_name: optional(checked(string(), ...USER_FIELD_RULES.last_name)),
  email: checked(size(string(), 0, 254), ...USER_FIELD_RULES.email),
  mobile_number: optional(nullable(checked(string(), ...USER_FIELD_RULES.mobile_number))),
  role_id: id(),
  franchise_id: optional(nullable(id())),
  store_id: optional(nullable(id())),
  retailer_id: optional(nullable(id())),
};

export const createUser = defineAction({
  area,
  name: 'create.user',
  kind: 'write',
  summary:
    'Create a user with an initial password (password rules of console.md §5). The role must be assignable by the caller ' +
    '(console.md §6 and PERM_ADD_ of its role resource); franchise staff create users in their own franchise only.',
  permissions: userPermissions('ADD'),
  status: 201,
  request: object({ ...userFields, password: checked(string(), ...USER_FIELD_RULES.password) }),
  response: data(UserRow),
});

export const updateUser = defineAction({
  area,
  name: 'update.user',
  kind: 'write',
  summary:
    'Replace a user\'s details with the version read (stale → 409). A new role must be assignable by the caller; ' +
    'callers cannot change their own role or deactivate themselves. Deactivating signs the user out.',
  permissions: userPermissions('UPDATE'),
  request: object({ id: id(), version: version(), ...userFields, is_active: boolean() }),
  response: data(UserRow),
});

export const deleteUser = defineAction({
  area,
  name: 'delete.user',
  kind: 'write',
  summary: 'Remove a user (kept for history, signed out, no longer listed; the email stays taken). Not yourself.',
  permissions: userPermissions('DELETE'),
  request: object({ id: id(), version: version() }),
  response: empty,
});

export const AssignableRole = object({ id: number(), name: string(), role_code: enums(ROLE_CODES), is_default: boolean() });

export const listAssignableRoles = defineAction({
  area,
  name: 'list.assignable_roles',
  kind: 'read',
  summary:
    "Roles of the caller's company the caller may give a user (console.md §6): company admin all but company partner, " +
    'franchise admin all but company admin and partner, retailer admin operator and technician, others none; ' +
    'never the company admin role, and only where the caller holds PERM_ADD_ of the role resource.',
  permissions: [...new Set([...userPermissions('ADD'), ...userPermissions('UPDATE')])],
  request: object({}),
  response: data(array(AssignableRole)),
});

export const listUserScopes = defineAction({
  area,
  name: 'list.user_scopes',
  kind: 'read',
  summary: "The franchises, stores and retailers the caller may put a user in (franchise staff: their own franchise only, no retailer; a retailer's staff: their own retailer only).",
  permissions: [...new Set([...userPermissions('ADD'), ...userPermissions('UPDATE')])],
  request: object({}),
  response: data(
    object({
      franchises: array(object({ id: number(), name: string(), type: string() })),
      stores: array(object({ id: number(), name: string(), franchise_id: nullable(number()) })),
      retailers: array(object({ id: number(), name: string() })),
    }),
  ),
});
