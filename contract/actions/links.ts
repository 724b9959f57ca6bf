/**
 * The link screens' actions (domain.md §2 "Linking screens", §7 "link VMs, warehouses, vehicles"):
 * for each of the six two-sided links one list (the current links, or with `linked: false` the
 * candidates to add) and one write (add in bulk or all matching a search, remove, set flags);
 * and the refill partner's app permissions and notification kinds.
 */
import { array, boolean, enums, number, object, optional, string } from 'superstruct';
import type { ActionSpec } from '../action.ts';
import { defineAction } from '../action.ts';
import { APP_PERMISSION_IDS } from '../refill-partner-app.ts';
import { NOTIFICATION_TYPES, type Area } from '../constants.ts';
import { LINK_SIDES, MANAGER_FLAGS, type LinkSideId } from '../links.ts';
import { boundedArray, data, list, listFields, text } from '../structs.ts';
import { dbId } from './warehouses.ts';

export const LinkRow = object({
  /** The other end's id (a warehouse, machine, partner or manager). */
  id: number(),
  name: string(),
  /** What tells it apart in the table: a city, a code, a mobile number. */
  detail: string(),
  is_default: boolean(),
  linked: boolean(),
  /** The flags the link grants (empty for links without flags, and for candidates). */
  flags: array(enums(MANAGER_FLAGS)),
});

const FlagsOf = object({ id: dbId(), flags: boundedArray(enums(MANAGER_FLAGS), MANAGER_FLAGS.length) });

const AREA_OF: Record<LinkSideId, Area> = {
  warehouse_refill_partners: 'warehouse-management',
  warehouse_managers: 'warehouse-management',
  manager_warehouses: 'user-management',
  partner_machines: 'refill-management',
  partner_warehouses: 'refill-management',
  partner_vehicles: 'refill-management',
  negative_item_products: 'campaign-management',
  negative_item_machines: 'campaign-management',
  platform_machines: 'campaign-management',
  platform_products: 'campaign-management',
};

function linkActions(side: LinkSideId) {
  const s = LINK_SIDES[side];
  const area = AREA_OF[side];
  const list_ = defineAction({
    area,
    name: `list.${side}_links`,
    kind: 'read',
    summary: `${s.title}: the current links (linked, default) or, with linked: false, the ones that may be added; search matches the name and detail.`,
    permissions: [s.view, s.update],
    request: object({
      ...listFields(['name'], 'name', 'ASC'),
      id: dbId(),
      linked: optional(boolean()),
    }),
    response: list(LinkRow),
  });
  const write = defineAction({
    area,
    name: `link.${side}`,
    kind: 'write',
    summary: `${s.title}: adds the ids in add (or, with all, every candidate the search matches), removes those in remove, and sets the flags of existing links. Default links are refused (409).`,
    permissions: [s.update],
    request: object({
      id: dbId(),
      add: optional(boundedArray(dbId(), 500)),
      all: optional(boolean()),
      search: optional(text(100)),
      /** Flags of the links added (the add path); default every flag the link has. */
      add_flags: optional(boundedArray(enums(MANAGER_FLAGS), MANAGER_FLAGS.length)),
      remove: optional(boundedArray(dbId(), 500)),
      flags: optional(boundedArray(FlagsOf, 500)),
    }),
    response: data(object({ added: number(), removed: number(), changed: number() })),
  });
  return { list: list_, write };
}

export const LINK_ACTIONS = Object.fromEntries(
  (Object.keys(LINK_SIDES) as LinkSideId[]).map((side) => [side, linkActions(side)]),
) as Record<LinkSideId, ReturnType<typeof linkActions>>;

export const RefillPartnerApp = object({
  id: number(),
  name: string(),
  permission_ids: array(number()),
  notification_types: array(string()),
});

export const getRefillPartnerApp = defineAction({
  area: 'refill-management',
  name: 'get.refill_partner_app',
  kind: 'read',
  summary: "A refill partner's app permissions (ids 1–17) and the notification kinds they receive.",
  permissions: ['PERM_VIEW_REFILL_PARTNER', 'PERM_UPDATE_REFILL_PARTNER'],
  request: object({ id: dbId() }),
  response: data(RefillPartnerApp),
});

export const setRefillPartnerPermissions = defineAction({
  area: 'refill-management',
  name: 'link.refill_partner_permissions',
  kind: 'write',
  summary: "Sets a refill partner's app permissions (ids 1–17; presets are contract/refill-partner-app.ts).",
  permissions: ['PERM_UPDATE_REFILL_PARTNER'],
  request: object({ id: dbId(), permission_ids: boundedArray(enums(APP_PERMISSION_IDS as number[]), APP_PERMISSION_IDS.length) }),
  response: data(RefillPartnerApp),
});

export const setRefillPartnerNotifications = defineAction({
  area: 'refill-management',
  name: 'link.refill_partner_notifications',
  kind: 'write',
  summary: 'Sets the notification kinds a refill partner receives.',
  permissions: ['PERM_UPDATE_REFILL_PARTNER'],
  request: object({ id: dbId(), notification_types: boundedArray(enums(NOTIFICATION_TYPES), NOTIFICATION_TYPES.length) }),
  response: data(RefillPartnerApp),
});

/** Every link action, for the catalogue. */
export const LINK_CATALOGUE: Record<string, ActionSpec> = Object.fromEntries(
  Object.values(LINK_ACTIONS).flatMap((a) => [[a.list.name, a.list], [a.write.name, a.write]]),
);
