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

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
export const TOO_MANY_RESETS = 'Too many password reset attempts. Please try again in an hour.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';

export const login = defineAction({
  area,
  name: 'login',
  kind: 'write',
  summary:
    'Sign in with email and password. Within 15 minutes, 10 failures for one email from one client, 50 for one email from ' +
    'anywhere, or 30 from one client across emails answer 429 until the window passes. A successful sign-in sets the ' +
    'device cookie vc_device: a browser presenting it for this email is exempt from the 50 from anywhere (10 failures ' +
    'of its own instead), so strangers cannot lock the owner out.',
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
  summary: 'Issue a fresh token; the one used for this call stops working. A token refreshes once: parallel calls with it get one new token and 401s.',
  request: object({}),
  response: object({ refresh_token: string(), expires_at: string() }),
});

export const logout = defineAction({
  area,
  name: 'logout',
  kind: 'write',
  summary: 'Revoke the current token and clear the session cookie; allowed after the license has expired.',
  request: object({}),
  response: empty,
});

export const FORGOT_PASSWORD_REPLY = 'If that email belongs to an account, a reset link is on its way.';

export const forgotPassword = defineAction({
  area,
  name: 'forgot_password',
  kind: 'write',
  summary:
    'Mail a single-use reset link valid for one hour; it revokes the links sent before. Always answers the same, so it reveals ' +
    'no accounts. Within an hour, 5 calls per email or 20 per client, then 429.',
  access: 'public',
  request: object({ email: email() }),
  response: message,
});

export const resetPassword = defineAction({
  area,
  name: 'reset_password',
  kind: 'write',
  summary:
    "Set a new password with the reset link's id and token; every other link of the account stops working. " +
    'Within an hour, 5 calls per link or 20 per client, then 429.',
  access: 'public',
  request: object({
    id: id(),
    token: requiredText(200),
    new_password: checked(string(), ...passwordRules),
  }),
  response: message,
});

