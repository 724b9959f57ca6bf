/**
 * /api/vending-machine-management: DEX integration keys (docs/dex-import.md). A handheld's
 * upload software or a telemetry provider sends audit files to `POST /dex/v1/audits` with one.
 * A key is the company's: it imports into every machine of the company, so only the company
 * admin issues and revokes keys, and company-wide users list them. Issuing answers the key
 * itself once (`dik_…`); only its SHA-256 is kept.
 */
import { nullable, number, object, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { data, id, list, requiredText } from '../structs.ts';

const area = 'vending-machine-management' as const;

/** Integration keys read `dik_` then 40 base64url characters: told apart from device keys (`vdk_`) and user tokens at a glance. */
export const DEX_KEY_PREFIX = 'dik_';
/** Requests one key may send per window: a telemetry provider's nightly batch of a fleet fits; a loop does not. */
export const DEX_KEY_RATE_LIMIT = 120;
export const DEX_KEY_RATE_WINDOW_MS = 60_000;

const COMPANY_ONLY = 'Only the company admin manages DEX integration keys: a key imports audits for every machine of the company.';

export const DEX_KEY_MESSAGES = {
  issued: 'Integration key issued',
  revoked: 'Integration key revoked',
  shownOnce: 'Copy this key now: it will not be shown again. Only its first characters are kept.',
  alreadyRevoked: 'This integration key is already revoked.',
  keyRequired: `An integration key is required (Authorization: Bearer ${DEX_KEY_PREFIX}…).`,
  keyUnknown: 'This integration key is not valid.',
  keyRevoked: 'This integration key has been revoked.',
  userTokenOnDex: 'User sessions and device keys cannot call the DEX import endpoint; use an integration key.',
  keyOnApi: 'Integration keys cannot call the console API.',
  rateLimited: 'Too many requests from this integration key; slow down.',
  fileNameRequired: "Value required (the file's name, as a query parameter or in the JSON body).",
  companyOnly: COMPANY_ONLY,
} as const;

export const DexIntegrationKeyRow = object({
  id: number(),
  name: string(),
  /** The key's first characters after `dik_`. */
  prefix: string(),
  issued_at: string(),
  issued_by: nullable(string()),
  last_used_at: nullable(string()),
  revoked_at: nullable(string()),
});

export const listDexIntegrationKeys = defineAction({
  area,
  name: 'list.dex_integration_keys',
  kind: 'read',
  summary: "The company's DEX integration keys, newest first, revoked ones included (never the key itself).",
  permissions: ['PERM_VIEW_VENDING_MACHINE'],
  roles: ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PARTNER'],
  roleRefusal: COMPANY_ONLY,
  request: object({}),
  response: list(DexIntegrationKeyRow),
});

export const issueDexIntegrationKey = defineAction({
  area,
  name: 'issue.dex_integration_key',
  kind: 'write',
  summary: 'Issues a DEX integration key for the company and answers the key itself, once; only its SHA-256 is kept.',
  permissions: ['PERM_UPDATE_VENDING_MACHINE'],
  roles: ['ROLE_COMPANY_ADMIN'],
  roleRefusal: COMPANY_ONLY,
  status: 201,
  request: object({ name: requiredText(80) }),
  response: data(object({
    /** The whole key (`dik_…`): shown once, never answered again. */
    key: string(),
    integration_key: DexIntegrationKeyRow,
  })),
});

export const revokeDexIntegrationKey = defineAction({
  area,
  name: 'revoke.dex_integration_key',
  kind: 'write',
  summary: 'Revokes an integration key (409 when it already is): its next request is refused.',
  permissions: ['PERM_UPDATE_VENDING_MACHINE'],
  roles: ['ROLE_COMPANY_ADMIN'],
  roleRefusal: COMPANY_ONLY,
  request: object({ id: id() }),
  response: data(DexIntegrationKeyRow),
});
