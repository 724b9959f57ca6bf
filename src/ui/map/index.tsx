/**
 * The map kit (Leaflet + geoman, no React wrapper): a read-only map, a polygon editor and a
 * location picker. The pure geometry (parsing, validity, point-in-polygon) is contract/geo.ts.
 *
 * Each component is loaded on first render, not with the screen: Leaflet and geoman are about
 * 116 KB gzipped, and a screen's chunk is on its route's critical path (bench/bundle.ts,
 * budget 170 KB). The screen paints at once; the map follows a moment later.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { LocationPickerProps } from './LocationPicker.tsx';
import type { MapViewProps } from './MapView.tsx';
import type { PolygonEditorProps } from './PolygonEditor.tsx';

export { MARKER_COLOURS } from './colours.ts';
export type { MapMarker, MapPolygon, MapViewProps } from './MapView.tsx';
export type { PolygonEditorProps } from './PolygonEditor.tsx';
export type { LocationPickerProps, LocationText } from './LocationPicker.tsx';

function loadedOnRender<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function MapKitComponent(props: P) {
    return (
      <Suspense fallback={<p className="text-sm text-slate-500" role="status">Loading map...</p>}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const MapView = loadedOnRender<MapViewProps>(() => import('./MapView.tsx').then((m) => m.MapView));
export const PolygonEditor = loadedOnRender<PolygonEditorProps>(() => import('./PolygonEditor.tsx').then((m) => m.PolygonEditor));
export const LocationPicker = loadedOnRender<LocationPickerProps>(() => import('./LocationPicker.tsx').then((m) => m.LocationPicker));
