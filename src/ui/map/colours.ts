/** What a marker's colour says, shared by the maps and the legends beside them (no Leaflet here). */
export const MARKER_COLOURS = { warehouse: '#4f46e5', machine: '#059669', place: '#dc2626' } as const;
