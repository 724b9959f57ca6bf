/**
 * A Leaflet map in a div, with no React wrapper library (react-leaflet's licence is not OSI;
 * docs/decisions.md "Map kit"). The map opens on Delhi unless told otherwise, draws with SVG
 * (shapes are `<path>`s, no WebGL), and has a tile layer only when a tile URL is configured:
 * `VITE_MAP_TILE_URL` (default OpenStreetMap; an empty value means none). Tiles that cannot be
 * fetched — no internet — only fire `tileerror`, which is ignored: the plain background,
 * shapes, markers, clicks and coordinates keep working. The server lets the browser fetch tiles
 * from that origin (img-src, server/http/security-headers.ts reads the same variable).
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_MAP_CENTRE, OSM_TILE_URL, tileUrlFrom, type LatLng } from '../../../contract/geo.ts';

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The configured tile URL template, or null for a map without tiles. */
export function tileUrl(env: Record<string, unknown> = import.meta.env): string | null {
  return tileUrlFrom(env.VITE_MAP_TILE_URL);
}

export interface MapOptions {
  centre?: LatLng;
  zoom?: number;
}

/**
 * Creates the map once the returned ref's div is mounted, and removes it on unmount. The map
 * is state, so effects that draw on it run once it exists.
 */
export function useLeafletMap({ centre = DEFAULT_MAP_CENTRE, zoom = 11 }: MapOptions = {}) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const initial = useRef({ centre, zoom });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const created = L.map(element, {
      center: [initial.current.centre.lat, initial.current.centre.lng],
      zoom: initial.current.zoom,
      preferCanvas: false,
      // The page scrolls with the wheel; the map zooms with its buttons, +/- or ctrl+wheel.
      scrollWheelZoom: false,
    });
    const url = tileUrl();
    if (url) {
      const tiles = L.tileLayer(url, { maxZoom: 19, attribution: url === OSM_TILE_URL ? OSM_ATTRIBUTION : '' });
      tiles.on('tileerror', () => undefined);
      tiles.addTo(created);
    }
    setMap(created);
    // A map laid out while hidden or resized measures itself again.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => created.invalidateSize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);
  return { ref, map };
}

export const toLatLng = (p: L.LatLng): LatLng => ({ lat: p.lat, lng: p.lng });

/** Brings these points into view (nothing to show: the map stays where it is). */
export function fitPoints(map: L.Map, points: readonly LatLng[]) {
  if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], Math.max(map.getZoom(), 13));
  else if (points.length > 1) map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { padding: [24, 24], maxZoom: 15 });
}

export const MAP_CLASS = 'h-80 w-full rounded-md border border-slate-300 bg-slate-100';
