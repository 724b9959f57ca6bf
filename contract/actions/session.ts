import { array, boolean, enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { COMPANY_TYPES, FRANCHISE_TYPES, ROLE_CODES } from '../roles.ts';
import { checked, data, email, empty, id, message, requiredText } from '../structs.ts';
import { passwordRules, rules } from '../validation.ts';

const area = 'user-management' as const;

export const SessionUser = object({
  id: number(),
  first_name: string(),
  last_name: string(),
  email: string(),
});

/** console.md §3 "Me": the user with Role, Company and, for franchise users, Franchises[0].Franchise.type. */
export const Me = object({
  id: number(),
  first_name: string(),
  last_name: string(),
  email: string(),
  mobile_number: nullable(string()),
  Role: object({ id: number(), name: string(), role_code: enums(ROLE_CODES), permissions: array(string()) }),
  Company: object({
    id: number(),
    name: string(),
    type: enums(COMPANY_TYPES),
    license_ends_at: string(),
    guest_password: optional(string()),
  }),
  Franchises: array(object({ Franchise: object({ id: number(), name: string(), type: enums(FRANCHISE_TYPES) }) })),
});

export const login = defineAction({
  area,
  name: 'login',
  kind: 'write',
  summary: 'Sign in with email and password. Ten failures for one email within 15 minutes answer 429 until the window passes.',
  access: 'public',
  request: object({ email: email(), password: checked(string(), rules.required()), remember: optional(boolean()) }),
  response: object({ data: SessionUser, token: string(), expires_at: string() }),
});

export const me = defineAction({
  area,
  name: 'me',
  kind: 'read',
  summary: 'The signed-in user with role permissions, company and franchise type.',
  request: object({}),
  response: data(Me),
});

export const refreshToken = defineAction({
  area,
  name: 'refresh_token',
  kind: 'write',
  summary: 'Issue a fresh token; the one used for this call stops working.',
  request: object({}),
  response: object({ refresh_token: string(), expires_at: string() }),
});

export const logout = defineAction({
  area,
  name: 'logout',
  kind: 'write',
  summary: 'Revoke the current token and clear the session cookie.',
  request: object({}),
  response: empty,
});

export const FORGOT_PASSWORD_REPLY = 'If that email belongs to an account, a reset link is on its way.';

export const forgotPassword = defineAction({
  area,
  name: 'forgot_password',
  kind: 'write',
  summary: 'Mail a single-use reset link valid for one hour. Always answers the same, so it reveals no accounts.',
  access: 'public',
  request: object({ email: email() }),
  response: message,
});

export const resetPassword = defineAction({
  area,
  name: 'reset_password',
  kind: 'write',
  summary: "Set a new password with the reset link's id and token.",
  access: 'public',
  request: object({
    id: id(),
    token: requiredText(200),
    new_password: checked(string(), ...passwordRules),
  }),
  response: message,
});

