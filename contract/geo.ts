/**
 * Places on the map, shared by the browser (the map kit's coordinates field) and the server
 * (zone boundaries, what lies inside a zone): reading and writing "lat, lng" text and GeoJSON,
 * the rules of a valid polygon, and point-in-polygon. Pure: no Leaflet, no database.
 *
 * GeoJSON positions are [longitude, latitude]; everything else here is { lat, lng }.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A GeoJSON Polygon with one ring (the boundary); the ring is closed (last position = first). */
export interface GeoPolygon {
  type: 'Polygon';
  coordinates: number[][][];
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** domain.md §9: the map opens on Delhi. */
export const DEFAULT_MAP_CENTRE: LatLng = { lat: 28.6139, lng: 77.209 };

/** The map's tiles unless VITE_MAP_TILE_URL says otherwise (an empty value: no tiles). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The configured tile URL template, or null for a map without tiles. */
export function tileUrlFrom(configured: unknown): string | null {
  if (configured === undefined || configured === null) return OSM_TILE_URL;
  const text = String(configured).trim();
  return text ? text : null;
}

/**
 * Where the tile images come from, as a Content-Security-Policy img-src source
 * ("https://tile.openstreetmap.org"; "{s}." subdomains become "*."), or null for none or a
 * template that is not an absolute http(s) URL (a same-origin path needs no source).
 */
export function tileImageSource(template: string | null): string | null {
  const match = template ? /^(https?:\/\/[^/]+)/i.exec(template) : null;
  return match ? match[1]!.replace(/\{s\}\./g, '*.').replace(/\{[a-z]+\}/gi, '*') : null;
}

/** The most points a boundary may have (a request bound; a drawn city zone has tens). */
export const MAX_POLYGON_POINTS = 500;

/** The texts of the map kit and of zone boundaries; the two spec texts are exact (domain.md §5, console.md §8). */
export const GEO_MESSAGES = {
  boundaryRequired: 'Please select zone boundaries on map.',
  locationUnavailable: 'Unable to fetch your location, please choose location manually',
  locationDenied: 'Please enable your location in the settings',
  // Ours: the spec gives no text for these.
  unreadable: 'Enter one "latitude, longitude" pair per line, or a GeoJSON Polygon.',
  notPolygon: 'The boundary must be a GeoJSON Polygon.',
  oneRing: 'The boundary must be one ring of points (no holes).',
  tooFewPoints: 'A boundary needs at least 3 different points.',
  tooManyPoints: `A boundary may have at most ${MAX_POLYGON_POINTS} points.`,
  notClosed: 'The boundary must end at the point it starts from.',
  latitudeRange: 'Latitude must be between -90 and 90.',
  longitudeRange: 'Longitude must be between -180 and 180.',
  latitudeRequired: 'Please enter latitude',
  longitudeRequired: 'Please enter longitude',
} as const;

/**
 * What a failed geolocation request shows (console.md §8): permission refused (code 1) asks to
 * enable it; anything else (unavailable, timeout, no geolocation at all) asks to choose by hand.
 */
export function geolocationMessage(error: { code: number } | null): string {
  return error && error.code === 1 ? GEO_MESSAGES.locationDenied : GEO_MESSAGES.locationUnavailable;
}

export const validLatitude = (n: number) => Number.isFinite(n) && n >= -90 && n <= 90;
export const validLongitude = (n: number) => Number.isFinite(n) && n >= -180 && n <= 180;

/** Why a point is not a place, or null. */
export function pointProblem(point: LatLng): string | null {
  if (!validLatitude(point.lat)) return GEO_MESSAGES.latitudeRange;
  if (!validLongitude(point.lng)) return GEO_MESSAGES.longitudeRange;
  return null;
}

const samePoint = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng;

/** The points without consecutive repeats and without a closing point equal to the first. */
export function openRing(points: readonly LatLng[]): LatLng[] {
  const out: LatLng[] = [];
  for (const p of points) if (!out.length || !samePoint(out[out.length - 1]!, p)) out.push({ lat: p.lat, lng: p.lng });
  while (out.length > 1 && samePoint(out[0]!, out[out.length - 1]!)) out.pop();
  return out;
}

/** A closed GeoJSON Polygon of these points (a closing point is added when missing). */
export function pointsToPolygon(points: readonly LatLng[]): GeoPolygon {
  const ring = openRing(points);
  const positions = ring.map((p) => [p.lng, p.lat]);
  if (ring.length) positions.push([ring[0]!.lng, ring[0]!.lat]);
  return { type: 'Polygon', coordinates: [positions] };
}

/** The outer ring's points, without the closing one. */
export function polygonToPoints(polygon: GeoPolygon): LatLng[] {
  const ring = polygon.coordinates[0] ?? [];
  return openRing(ring.map(([lng, lat]) => ({ lat: lat!, lng: lng! })));
}

/** "lat, lng" one a line, as the coordinates field shows them. */
export function pointsToText(points: readonly LatLng[]): string {
  return openRing(points).map((p) => `${round(p.lat)}, ${round(p.lng)}`).join('\n');
}

const round = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** Why this value is not a valid zone boundary, or null. Takes anything (a request body's field). */
export function polygonProblem(value: unknown): string | null {
  if (value === null || value === undefined) return GEO_MESSAGES.boundaryRequired;
  if (typeof value !== 'object' || (value as { type?: unknown }).type !== 'Polygon') return GEO_MESSAGES.notPolygon;
  const coordinates = (value as { coordinates?: unknown }).coordinates;
  if (!Array.isArray(coordinates) || coordinates.length === 0) return GEO_MESSAGES.notPolygon;
  if (coordinates.length > 1) return GEO_MESSAGES.oneRing;
  const ring = coordinates[0] as unknown;
  if (!Array.isArray(ring)) return GEO_MESSAGES.notPolygon;
  if (ring.length > MAX_POLYGON_POINTS + 1) return GEO_MESSAGES.tooManyPoints;
  const points: LatLng[] = [];
  for (const position of ring) {
    if (!Array.isArray(position) || position.length !== 2 || !position.every((n) => typeof n === 'number')) return GEO_MESSAGES.notPolygon;
    const point = { lng: position[0] as number, lat: position[1] as number };
    const problem = pointProblem(point);
    if (problem) return problem;
    points.push(point);
  }
  if (points.length < 2 || !samePoint(points[0]!, points[points.length - 1]!)) return GEO_MESSAGES.notClosed;
  const distinct = new Set(points.map((p) => `${p.lat},${p.lng}`));
  if (distinct.size < 3) return GEO_MESSAGES.tooFewPoints;
  return null;
}

/** Why these points (an open ring, as drawn or typed) cannot be a boundary, or null. */
export function pointsProblem(points: readonly LatLng[]): string | null {
  if (points.length === 0) return GEO_MESSAGES.boundaryRequired;
  for (const p of points) {
    const problem = pointProblem(p);
    if (problem) return problem;
  }
  if (openRing(points).length > MAX_POLYGON_POINTS) return GEO_MESSAGES.tooManyPoints;
  return polygonProblem(pointsToPolygon(points));
}

export type ParsedPoints = { ok: true; points: LatLng[] } | { ok: false; message: string };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Reads what was typed or pasted into the coordinates field: "lat, lng" per line (a comma,
 * spaces or a tab between; blank lines skipped), or GeoJSON — a Polygon, a Feature holding one,
 * or a FeatureCollection whose first feature is one. Empty text is no points. The points are
 * checked for range only; whether they make a boundary is `pointsProblem`.
 */
export function parseCoordinatesText(text: string): ParsedPoints {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, points: [] };
  if (trimmed.startsWith('{')) return parseGeoJson(trimmed);
  const points: LatLng[] = [];
  const lines = trimmed.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const parts = line.trim().replace(/^\[|\]$/g, '').split(/\s*[,;\t ]\s*/).filter(Boolean);
    if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) {
      return { ok: false, message: `Line ${index + 1}: ${GEO_MESSAGES.unreadable}` };
    }
    const point = { lat: Number(parts[0]), lng: Number(parts[1]) };
    const problem = pointProblem(point);
    if (problem) return { ok: false, message: `Line ${index + 1}: ${problem}` };
    points.push(point);
  }
  return { ok: true, points: openRing(points) };
}

function parseGeoJson(text: string): ParsedPoints {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: GEO_MESSAGES.unreadable };
  }
  const geometry = geometryOf(value);
  if (!geometry) return { ok: false, message: GEO_MESSAGES.notPolygon };
  const problem = polygonProblem(geometry);
  if (problem && problem !== GEO_MESSAGES.tooFewPoints) return { ok: false, message: problem };
  return { ok: true, points: polygonToPoints(geometry as GeoPolygon) };
}

function geometryOf(value: unknown): unknown {
  if (!value || typeof value !== 'object') return null;
  const v = value as { type?: unknown; geometry?: unknown; features?: unknown };
  if (v.type === 'Polygon') return v;
  if (v.type === 'Feature') return geometryOf(v.geometry);
  if (v.type === 'FeatureCollection' && Array.isArray(v.features)) return geometryOf(v.features[0]);
  return null;
}

export function boundingBox(polygon: GeoPolygon): BoundingBox {
  const ring = polygon.coordinates[0] ?? [];
  const lats = ring.map((p) => p[1]!);
  const lngs = ring.map((p) => p[0]!);
  return { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLng: Math.min(...lngs), maxLng: Math.max(...lngs) };
}

/**
 * Whether the point lies inside the polygon's outer ring (ray casting). A point exactly on an
 * edge may fall either way; zones are drawn by hand, so that edge is not meaningful.
 */
export function pointInPolygon(point: LatLng, polygon: GeoPolygon): boolean {
  const ring = polygon.coordinates[0] ?? [];
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    const crosses = yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The centre of a polygon's bounding box (where a map showing it opens). */
export function polygonCentre(polygon: GeoPolygon): LatLng {
  const box = boundingBox(polygon);
  return { lat: (box.minLat + box.maxLat) / 2, lng: (box.minLng + box.maxLng) / 2 };
}
