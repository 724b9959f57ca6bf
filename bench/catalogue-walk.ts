/**
 * The bench's walk of the contract catalogue (issue 55): every `list.*` and `get.*` action,
 * taken from contract/catalogue.ts rather than a hand-picked set, turned into the requests the
 * budgets are about — a list's first page, a page filtered by a filter it declares and one of
 * its last pages; a record view of ids from its list's first page. An action whose input the
 * walk cannot derive, or whose probe fails, is kept with the reason, so none is left out.
 */
import { validate, type Struct } from 'superstruct';
import type { ActionSpec } from '../contract/action.ts';
import { CATALOGUE } from '../contract/catalogue.ts';

/** One POST of an action: its area and body (without `action`); answers status and JSON body. */
export type Send = (area: string, body: Record<string, unknown>) => Promise<{ status: number; body: Record<string, unknown> | null }>;

export type Variant = 'first page' | 'filtered page' | 'last page' | 'record view';

export interface WalkRequest {
  action: string;
  area: string;
  variant: Variant;
  /** What the variant asks, e.g. the filter's field and value, or how many ids it cycles. */
  detail: string;
  /** The bodies to cycle through under load (each already answered 200 once). */
  bodies: Record<string, unknown>[];
}

export interface WalkSkip {
  action: string;
  variant?: Variant;
  reason: string;
}

export interface Walk {
  requests: WalkRequest[];
  skipped: WalkSkip[];
}

const DATE_FIELD = /(^|_)(date|from|to|active_on)$/;
const PAGING = new Set(['offset', 'limit', 'sortBy', 'sortDir', 'search']);
const PAGE = 20;

/** The catalogue's list and record-view actions, in its order. */
export const walkedActions = (catalogue: readonly ActionSpec[] = CATALOGUE) => catalogue.filter((a) => /^(list|get)\./.test(a.name));

type Fields = Record<string, Struct<unknown, unknown>>;
const fieldsOf = (spec: ActionSpec) => ((spec.request as Struct<unknown, unknown>).schema ?? {}) as Fields;
const isPaged = (spec: ActionSpec) => 'offset' in fieldsOf(spec) && 'limit' in fieldsOf(spec);
const accepts = (spec: ActionSpec, body: Record<string, unknown>) => !validate(body, spec.request as Struct<unknown, unknown>, { coerce: true })[0];
const rowsOf = (body: Record<string, unknown> | null) => {
  const data = body?.data;
  return (Array.isArray(data) ? data : []) as Record<string, unknown>[];
};

/** The list whose rows name the records a view (or a field of that name) is about. */
const SOURCE_OVERRIDES: Record<string, { list: string; filter?: Record<string, unknown>; key?: string }> = {
  vending_machine: { list: 'list.active_vending_machines' },
  vending_machine_config: { list: 'list.active_vending_machines' },
  vending_machine_stock: { list: 'list.active_vending_machines' },
  material_transfer: { list: 'list.warehouse_orders', filter: { kind: ['material_transfer'] } },
  kit_transfer: { list: 'list.warehouse_orders', filter: { kind: ['kit_transfer'] } },
  request_order: { list: 'list.warehouse_orders', filter: { kind: ['request_order'] } },
  store_return: { list: 'list.warehouse_orders', filter: { kind: ['store_return'] } },
  bin_order: { list: 'list.warehouse_orders', filter: { kind: ['bin_discarded'] } },
  refill_plan: { list: 'list.refills' },
  sub_offer: { list: 'list.discounts' },
  refill_partner_app: { list: 'list.refill_partner_directory' },
  refill_partner: { list: 'list.refill_partner_directory' },
  refill_partner_id: { list: 'list.refill_partner_directory' },
  partner: { list: 'list.refill_partner_directory' },
  manager: { list: 'list.users', filter: { search: 'warehouse' } },
  country: { list: 'list.countries', key: 'code' },
  state: { list: 'list.country_states', key: 'code' },
};

/** The record noun a list needing an `id` is about: list.platform_machines_links → platform, list.discount_history → discount. */
function ownerOf(listName: string): string {
  const words = listName.slice('list.'.length).replace(/_history$/, '_x_links').split('_').slice(0, -2);
  for (let n = words.length; n > 1; n--) if (listFor(words.slice(0, n).join('_'), CATALOGUE)) return words.slice(0, n).join('_');
  return words[0] ?? '';
}

/** `list.<noun>s` (or -es, -ies, active_…) somewhere in the catalogue, for a record noun. */
function listFor(noun: string, catalogue: readonly ActionSpec[]): { list: ActionSpec; filter?: Record<string, unknown> } | undefined {
  const override = SOURCE_OVERRIDES[noun];
  const names = override ? [override.list] : [`list.${noun}s`, `list.${noun}es`, `list.${noun.replace(/y$/, 'ies')}`, `list.active_${noun}s`, `list.${noun}`];
  for (const name of names) {
    const list = catalogue.find((a) => a.name === name);
    if (list) return { list, filter: override?.filter };
  }
  return undefined;
}

/**
 * Ids and values read from first pages, remembered per list: `value('vending_machine_id')`
 * asks list.active_vending_machines for its first row.
 */
class Sources {
  private pages = new Map<string, Promise<Record<string, unknown>[]>>();
  constructor(private send: Send, private catalogue: readonly ActionSpec[]) {}

  rows(list: ActionSpec, filter: Record<string, unknown> = {}): Promise<Record<string, unknown>[]> {
    const key = `${list.name} ${JSON.stringify(filter)}`;
    if (!this.pages.has(key)) {
      this.pages.set(key, (async () => {
        const input = await requiredInput(list, this);
        if (typeof input === 'string') return [];
        const answer = await this.send(list.area, { action: list.name, ...input, ...(isPaged(list) ? { limit: PAGE } : {}), ...filter });
        return answer.status === 200 ? rowsOf(answer.body) : [];
      })());
    }
    return this.pages.get(key)!;
  }

  /** A column (`id` unless the noun names another) of a record noun's list's first page: empty when there is no list or no rows. */
  async ids(noun: string, column = SOURCE_OVERRIDES[noun]?.key ?? 'id'): Promise<(number | string)[]> {
    const source = listFor(noun, this.catalogue);
    if (!source) return [];
    return (await this.rows(source.list, source.filter)).map((r) => r[column]).filter((v): v is number | string => typeof v === 'number' || typeof v === 'string');
  }

  /** A value for a required field: an id from the list its name points at, a date, an enum's first value. */
  async value(field: string, struct: Struct<unknown, unknown>, owner?: string): Promise<unknown> {
    const isArray = struct.type === 'array';
    const inner = (isArray ? struct.schema : struct) as Struct<unknown, unknown>;
    const wrap = (v: unknown) => (v === undefined ? undefined : isArray ? [v] : v);
    if (inner.type === 'enums') return wrap(Object.values(inner.schema as object)[0]);
    if (inner.type === 'boolean') return wrap(true);
    if (DATE_FIELD.test(field)) return wrap(new Date().toISOString().slice(0, 10));
    const noun = owner ?? (field === 'id' ? undefined : SOURCE_OVERRIDES[field] ? field : field.replace(/_ids?$/, ''));
    if (noun) return wrap((await this.ids(noun))[0]);
    return undefined;
  }
}

/** A value for a list's own filter, from its first page's rows where it can (so the page is not empty). */
async function filterValue(field: string, struct: Struct<unknown, unknown>, rows: Record<string, unknown>[], sources: Sources): Promise<unknown> {
  const isArray = struct.type === 'array';
  const single = field.replace(/_ids$/, '_id').replace(/s$/, '');
  const seen = rows.map((r) => r[field] ?? r[single]).find((v) => typeof v === 'number' || typeof v === 'string');
  if (seen !== undefined && !DATE_FIELD.test(field)) return isArray ? [seen] : seen;
  return sources.value(field, struct);
}

async function probe(send: Send, spec: ActionSpec, body: Record<string, unknown>): Promise<string | Record<string, unknown> | null> {
  if (!accepts(spec, body)) return `the walk's request does not fit the contract: ${JSON.stringify(body)}`;
  const answer = await send(spec.area, { action: spec.name, ...body });
  if (answer.status !== 200) return `answered ${answer.status}: ${String(answer.body?.message ?? '').slice(0, 120)} (${JSON.stringify(body)})`;
  return answer.body;
}

/** Required fields (those `{}` leaves out) filled from the sources, or the first field it cannot fill. */
async function requiredInput(spec: ActionSpec, sources: Sources): Promise<Record<string, unknown> | string> {
  const body: Record<string, unknown> = {};
  for (const [field, struct] of Object.entries(fieldsOf(spec))) {
    if (PAGING.has(field) || validate(undefined, struct, { coerce: true })[0] === undefined) continue;
    const value = await sources.value(field, struct, field === 'id' && spec.name.startsWith('list.') ? ownerOf(spec.name) : undefined);
    if (value === undefined) return `needs ${field}, which the walk cannot derive`;
    body[field] = value;
  }
  return body;
}

async function walkList(spec: ActionSpec, send: Send, sources: Sources, walk: Walk) {
  const base = await requiredInput(spec, sources);
  if (typeof base === 'string') return walk.skipped.push({ action: spec.name, reason: base });
  const paged = isPaged(spec);
  const first = await probe(send, spec, paged ? { ...base, limit: PAGE } : base);
  if (typeof first === 'string' || first === null) return walk.skipped.push({ action: spec.name, reason: first ?? 'no answer' });
  const firstBody = paged ? { ...base, limit: PAGE } : base;
  walk.requests.push({ action: spec.name, area: spec.area, variant: 'first page', detail: paged ? `limit ${PAGE}` : 'whole answer (not paged)', bodies: [firstBody] });
  if (!paged) return;
  const rows = rowsOf(first);
  // Date ranges last: from today alone tends to an empty page, which says little.
  const filters = Object.entries(fieldsOf(spec)).filter(([field]) => !PAGING.has(field) && !(field in base))
    .sort(([a], [b]) => Number(DATE_FIELD.test(a)) - Number(DATE_FIELD.test(b)));
  let filtered = false;
  for (const [field, struct] of filters) {
    const value = await filterValue(field, struct, rows, sources);
    if (value === undefined) continue;
    const body = { ...firstBody, [field]: value };
    const answer = await probe(send, spec, body);
    if (typeof answer === 'string' || answer === null) continue;
    walk.requests.push({ action: spec.name, area: spec.area, variant: 'filtered page', detail: `${field} = ${JSON.stringify(value)}`, bodies: [body] });
    filtered = true;
    break;
  }
  if (!filtered) {
    const word = rows.flatMap((r) => Object.values(r)).find((v): v is string => typeof v === 'string' && /\w{3}/.test(v))?.match(/\w{3}/)?.[0];
    const answer = word ? await probe(send, spec, { ...firstBody, search: word }) : null;
    if (word && answer && typeof answer !== 'string') {
      walk.requests.push({ action: spec.name, area: spec.area, variant: 'filtered page', detail: `search = "${word}"`, bodies: [{ ...firstBody, search: word }] });
    } else {
      walk.skipped.push({ action: spec.name, variant: 'filtered page', reason: filters.length ? `no value of its filters (${filters.map(([f]) => f).join(', ')}) answered 200` : 'declares no filter and its rows offer no word to search' });
    }
  }
  const total = Number(first.total ?? rows.length);
  // One of the last ten pages, as the pager's "Last page" and the pages before it ask.
  const lastPages = Array.from({ length: 10 }, (_, i) => ({ ...firstBody, offset: Math.max(0, total - PAGE * (i + 1)) }));
  walk.requests.push({ action: spec.name, area: spec.area, variant: 'last page', detail: `offsets ${lastPages.at(-1)!.offset}–${lastPages[0].offset} of ${total}`, bodies: lastPages });
}

async function walkGet(spec: ActionSpec, send: Send, sources: Sources, walk: Walk) {
  const fields = fieldsOf(spec);
  const noun = spec.name.slice('get.'.length);
  let bodies: Record<string, unknown>[];
  const keyField = 'id' in fields ? 'id' : 'key' in fields ? 'key' : undefined;
  if (keyField) {
    const ids = await sources.ids(noun, keyField);
    if (!ids.length) return walk.skipped.push({ action: spec.name, reason: listFor(noun, CATALOGUE) ? `its list (${listFor(noun, CATALOGUE)!.list.name}) has no rows here` : 'no list of its records in the catalogue to take ids from' });
    const rest = await requiredInput({ ...spec, request: { schema: Object.fromEntries(Object.entries(fields).filter(([f]) => f !== keyField)) } } as unknown as ActionSpec, sources);
    if (typeof rest === 'string') return walk.skipped.push({ action: spec.name, reason: rest });
    bodies = ids.map((id) => ({ ...rest, [keyField]: id }));
  } else {
    const body = await requiredInput(spec, sources);
    if (typeof body === 'string') return walk.skipped.push({ action: spec.name, reason: body });
    bodies = [body];
  }
  const answer = await probe(send, spec, bodies[0]);
  if (typeof answer === 'string' || answer === null) return walk.skipped.push({ action: spec.name, reason: answer ?? 'no answer' });
  walk.requests.push({ action: spec.name, area: spec.area, variant: 'record view', detail: bodies.length > 1 ? `${bodies.length} ids from the first page` : JSON.stringify(bodies[0]), bodies });
}

/** Walks every list and get action of the catalogue against a running console (as `send`'s caller). */
export async function walkCatalogue(send: Send, catalogue: readonly ActionSpec[] = CATALOGUE): Promise<Walk> {
  const walk: Walk = { requests: [], skipped: [] };
  const sources = new Sources(send, catalogue);
  for (const spec of walkedActions(catalogue)) {
    if (spec.name.startsWith('list.')) await walkList(spec, send, sources, walk);
    else await walkGet(spec, send, sources, walk);
  }
  return walk;
}
