/**
 * /api/zone-management: zones (/zones, /add-zone, /edit-zone/{id}, /zone/{id}). A zone is an
 * area of the map: a GeoJSON Polygon (contract/geo.ts) drawn or typed on the zone form. Its
 * view lists the warehouses and machines inside the boundary and those assigned to it by
 * zone_id. Scoped to the caller's company (zones are the company's; franchise staff see them
 * and, inside them, only their franchise's warehouses and machines); every change carries the
 * version it read and writes an audit row.
 */
import { array, boolean, nullable, number, object, optional, refine, size, string } from 'superstruct';
import { GEO_MESSAGES, MAX_POLYGON_POINTS, polygonProblem, type GeoPolygon } from '../geo.ts';
import { defineAction } from '../action.ts';
import { INT4_MAX, boundedArray, checked, data, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'zone-management' as const;

/** The saved and deleted toasts are ours (the spec shows none); the boundary text is domain.md §5. */
export const ZONE_MESSAGES = {
  created: 'Zone created successfully',
  updated: 'Zone updated successfully',
  deleted: 'Zone deleted successfully',
  boundaryRequired: GEO_MESSAGES.boundaryRequired,
  nameTaken: 'A zone with this name already exists.',
  inUse: (warehouses: number, machines: number) =>
    `This zone cannot be deleted: ${[warehouses ? `${warehouses} warehouse${warehouses === 1 ? '' : 's'}` : '', machines ? `${machines} machine${machines === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and ')} ${warehouses + machines === 1 ? 'is' : 'are'} assigned to it. Move them to another zone first.`,
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const ZONE_FIELD_RULES = {
  name: [rules.required('Please enter zone name'), rules.maxLength(255)],
} satisfies Record<string, readonly Rule[]>;

/** A GeoJSON Polygon as the API carries it ([lng, lat]); `polygonProblem` says what makes it valid. */
export const GeoPolygonShape = object({
  type: string(),
  coordinates: boundedArray(boundedArray(boundedArray(size(number(), -INT4_MAX, INT4_MAX), 3), MAX_POLYGON_POINTS + 1), 10),
});

/**
 * A zone's boundary in a request: required ("Please select zone boundaries on map." when
 * missing or null), then one closed ring of ≥ 3 distinct points within range.
 */
const boundaryInput = refine(optional(nullable(GeoPolygonShape)), 'rules', (value) => polygonProblem(value) ?? true);

export const ZoneRow = object({
  id: number(),
  name: string(),
  has_boundary: boolean(),
  /** Warehouses and machines assigned to the zone (zone_id), within the caller's reach. */
  warehouse_count: number(),
  machine_count: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const ZONE_SORT_KEYS = ['name', 'created_at', 'updated_at'] as const;

export const listZones = defineAction({
  area,
  name: 'list.zones',
  kind: 'read',
  summary: "The caller's company's zones (/zones and the zone select of the warehouse form); search matches the name. Counts are of warehouses and machines assigned by zone_id.",
  permissions: ['PERM_VIEW_ZONE'],
  request: object({ ...listFields(ZONE_SORT_KEYS, 'name', 'ASC') }),
  response: list(ZoneRow),
});

/** A warehouse or machine in a zone's view: inside its boundary, assigned to it by zone_id, or both. */
export const ZonePlace = object({
  id: number(),
  name: string(),
  /** A machine's code; '' for warehouses. */
  code: string(),
  city: string(),
  latitude: nullable(number()),
  longitude: nullable(number()),
  inside: boolean(),
  assigned: boolean(),
});

/** At most this many warehouses and machines each are listed in a zone's view. */
export const ZONE_PLACES_LIMIT = 1000;

export const Zone = object({
  ...ZoneRow.schema,
  boundary: nullable(GeoPolygonShape),
  warehouses: array(ZonePlace),
  machines: array(ZonePlace),
  /** More than ZONE_PLACES_LIMIT machines matched: the list holds the first, by name. */
  machines_truncated: boolean(),
});
export type ZonePlaceRow = typeof ZonePlace.TYPE;
export type ZoneBoundary = GeoPolygon;

export const getZone = defineAction({
  area,
  name: 'get.zone',
  kind: 'read',
  summary:
    'One zone (/zone/{id}, /edit-zone/{id}) with its boundary, and the warehouses and machines the caller reaches that lie inside it ' +
    '(a bounding-box query, then point-in-polygon) or are assigned to it by zone_id, each saying which. 404 outside the company.',
  permissions: ['PERM_VIEW_ZONE'],
  request: object({ id: id() }),
  response: data(Zone),
});

const fields = {
  name: checked(string(), ...ZONE_FIELD_RULES.name),
  boundary: boundaryInput,
};

export const createZone = defineAction({
  area,
  name: 'create.zone',
  kind: 'write',
  summary: "Adds a zone to the caller's company: a name (unique in the company) and a boundary polygon (required).",
  permissions: ['PERM_ADD_ZONE'],
  status: 201,
  request: object(fields),
  response: data(Zone),
});

export const updateZone = defineAction({
  area,
  name: 'update.zone',
  kind: 'write',
  summary: "Replaces a zone's name and boundary with the version read (stale → 409).",
  permissions: ['PERM_UPDATE_ZONE'],
  request: object({ id: id(), version: version(), ...fields }),
  response: data(Zone),
});

export const deleteZone = defineAction({
  area,
  name: 'delete.zone',
  kind: 'write',
  summary: 'Removes a zone (kept for history, no longer listed). Refused (409) while warehouses or machines are assigned to it.',
  permissions: ['PERM_DELETE_ZONE'],
  request: object({ id: id(), version: version() }),
  response: empty,
});

/** A delete's undo (issue 56, contract/actions/undo.ts). */
export const restoreZone = defineAction({
  area,
  name: 'restore.zone',
  kind: 'write',
  summary: 'Brings back a deleted zone at the version its delete left (stale → 409), unless another live zone has taken its name meanwhile (400). Audited.',
  permissions: ['PERM_DELETE_ZONE'],
  request: object({ id: id(), version: version() }),
  response: data(Zone),
});
