/**
 * /api/vending-machine-management: DEX audits (issue 54). A file's text is imported, each audit
 * in it stored once (by content: the same audit again is a duplicate that changes nothing) and
 * matched to the machine that answers to its serial; an unmatched audit is kept and mapped to a
 * machine later, which then remembers the serial. What a parsed audit holds: contract/dex.ts.
 */
import { any, array, boolean, enums, literal, nullable, number, object, optional, string, union } from 'superstruct';
import { defineAction } from '../action.ts';
import { MAX_DEX_FILE_BYTES } from '../dex.ts';
import { checked, data, id, isoDateTime, list, listFields, text, version } from '../structs.ts';
import { rules } from '../validation.ts';

const area = 'vending-machine-management' as const;

export const DEX_AUDIT_STATUSES = ['matched', 'unmatched'] as const;
export const DEX_AUDIT_SOURCES = ['upload', 'integration', 'seed'] as const;

/** Audits one file may hold: a handheld's day of a long route; more is not a handheld's file. */
export const MAX_DEX_AUDITS_PER_FILE = 500;

export const DEX_AUDIT_MESSAGES = {
  tooManyAudits: `A DEX file holds at most ${MAX_DEX_AUDITS_PER_FILE} audits; split it.`,
  imported: (n: number) => `${n} audit${n === 1 ? '' : 's'} imported`,
  duplicate: 'This audit was imported before; nothing changed.',
  mapped: 'Audit assigned to the machine',
  machineRequired: 'Please select a machine',
  notFound: 'DEX audit',
} as const;

const Warning = object({ line: nullable(number()), message: string() });

export const DexAuditRow = object({
  id: number(),
  vending_machine_id: nullable(number()),
  /** The machine's name, null while unmatched. */
  machine_name: nullable(string()),
  serial: string(),
  model: nullable(string()),
  read_at: string(),
  source: enums(DEX_AUDIT_SOURCES),
  status: enums(DEX_AUDIT_STATUSES),
  file_name: string(),
  selections: number(),
  paid_vends: number(),
  /** Money in the currency's major unit. */
  paid_value: number(),
  cash_in: nullable(number()),
  checksum: enums(['valid', 'absent', 'invalid'] as const),
  warnings: number(),
  created_at: string(),
  version: number(),
});

export const DexSelectionRow = object({
  selection: string(),
  price: nullable(number()),
  product: nullable(string()),
  vends: number(),
  value: number(),
  interval_vends: nullable(number()),
  interval_value: nullable(number()),
  /** PA104 capacity, PA108 product level, PA301 test and PA401 free vends (contract/dex.ts). */
  capacity: optional(nullable(number())),
  level: optional(nullable(number())),
  test_vends: optional(nullable(number())),
  free_vends: optional(nullable(number())),
});

export const DexAuditDetail = object({
  ...DexAuditRow.schema,
  maker: nullable(string()),
  decimals: number(),
  currency: nullable(string()),
  selections_detail: array(DexSelectionRow),
  totals: object({ paid_vends: number(), paid_value: number() }),
  cash: nullable(any()),
  events: array(any()),
  warnings_detail: array(Warning),
  previous_audit_id: nullable(number()),
  /** This audit minus the machine's previous one; null for its first. */
  interval: nullable(any()),
  raw: string(),
});

export const DEX_AUDIT_SORT_KEYS = ['read_at', 'serial', 'paid_vends', 'created_at'] as const;

export const listDexAudits = defineAction({
  area,
  name: 'list.dex_audits',
  kind: 'read',
  summary: 'DEX audits the caller may see, newest reading first; search matches the serial and the file name.',
  permissions: ['PERM_VIEW_VENDING_MACHINE'],
  request: object({
    ...listFields(DEX_AUDIT_SORT_KEYS, 'read_at', 'DESC'),
    vending_machine_id: optional(id()),
    status: optional(enums(DEX_AUDIT_STATUSES)),
    source: optional(enums(DEX_AUDIT_SOURCES)),
    /** read_at from (inclusive) and to (exclusive), ISO instants. */
    read_from: optional(isoDateTime()),
    read_to: optional(isoDateTime()),
  }),
  response: list(DexAuditRow),
});

export const getDexAudit = defineAction({
  area,
  name: 'get.dex_audit',
  kind: 'read',
  summary: 'One DEX audit: header, totals, per-selection figures, the interval against the previous audit, warnings and the raw text.',
  permissions: ['PERM_VIEW_VENDING_MACHINE'],
  request: object({ id: id() }),
  response: data(DexAuditDetail),
});

export const ImportOutcome = object({
  id: number(),
  outcome: union([literal('imported'), literal('duplicate')]),
  status: enums(DEX_AUDIT_STATUSES),
  serial: string(),
  vending_machine_id: nullable(number()),
  warnings: array(Warning),
});

export const importDexAudit = defineAction({
  area,
  name: 'import.dex_audit',
  kind: 'write',
  summary:
    "Imports a DEX file's text: each audit in it is stored (or answered `duplicate`) and matched by serial, or to " +
    '`vending_machine_id` when given. A file that is not DEX or is cut off is refused (400) naming the line; a G85 that ' +
    'does not match is refused (409) naming both values unless `unverified` is true.',
  permissions: ['PERM_UPDATE_VENDING_MACHINE'],
  status: 201,
  request: object({
    file_name: checked(text(255), rules.required()),
    content: checked(string(), rules.required(), rules.maxLength(MAX_DEX_FILE_BYTES)),
    vending_machine_id: optional(id()),
    unverified: optional(boolean()),
  }),
  response: data(object({ audits: array(ImportOutcome) })),
});

export const mapDexAudit = defineAction({
  area,
  name: 'map.dex_audit',
  kind: 'write',
  summary: "Assigns an unmatched audit to a machine; the machine remembers the serial, so its next audits match by themselves.",
  permissions: ['PERM_UPDATE_VENDING_MACHINE'],
  request: object({ id: id(), version: version(), vending_machine_id: id() }),
  response: data(DexAuditRow),
});
