/**
 * The map kit (Leaflet + geoman, no React wrapper): a read-only map, a polygon editor, a
 * location picker, and the hook under them. Import from here; the pure geometry (parsing,
 * validity, point-in-polygon) is contract/geo.ts. Screens should lazy-load the map (it is
 * ~116 KB gzipped): a route's screen is already its own chunk.
 */
export { useLeafletMap, tileUrl, fitPoints } from './useLeafletMap.ts';
export { MapView, MARKER_COLOURS, type MapMarker, type MapPolygon, type MapViewProps } from './MapView.tsx';
export { PolygonEditor, type PolygonEditorProps } from './PolygonEditor.tsx';
export { LocationPicker, locationOf, type LocationPickerProps, type LocationText } from './LocationPicker.tsx';
