/**
 * A read-only map: polygons (zone boundaries) and markers (warehouses, machines), brought into
 * view together. Markers are SVG circles (no marker images to fetch), with their label as a
 * tooltip; the list of what they are belongs beside the map, in a table.
 */
import L from 'leaflet';
import { useEffect } from 'react';
import { polygonToPoints, type GeoPolygon, type LatLng } from '../../../contract/geo.ts';
import { MAP_CLASS, fitPoints, useLeafletMap } from './useLeafletMap.ts';
import { MARKER_COLOURS } from './colours.ts';

export interface MapMarker {
  id: string | number;
  position: LatLng;
  label: string;
  /** Colours the marker; the legend is the caller's. */
  tone?: 'warehouse' | 'machine' | 'place';
}

export interface MapPolygon {
  id: string | number;
  polygon: GeoPolygon;
  label?: string;
}

export interface MapViewProps {
  /** The map's accessible name, e.g. "Map of zone North Delhi". */
  label: string;
  polygons?: readonly MapPolygon[];
  markers?: readonly MapMarker[];
  className?: string;
}

export const POLYGON_STYLE: L.PathOptions = { color: '#4f46e5', weight: 2, fillOpacity: 0.15 };

export function MapView({ label, polygons = [], markers = [], className = MAP_CLASS }: MapViewProps) {
  const { ref, map } = useLeafletMap();
  useEffect(() => {
    if (!map) return;
    const group = L.featureGroup().addTo(map);
    const points: LatLng[] = [];
    for (const p of polygons) {
      const ring = polygonToPoints(p.polygon);
      points.push(...ring);
      const layer = L.polygon(ring.map((q) => [q.lat, q.lng] as [number, number]), POLYGON_STYLE).addTo(group);
      if (p.label) layer.bindTooltip(p.label);
    }
    for (const m of markers) {
      points.push(m.position);
      const colour = MARKER_COLOURS[m.tone ?? 'place'];
      L.circleMarker([m.position.lat, m.position.lng], { radius: 7, color: '#fff', weight: 2, fillColor: colour, fillOpacity: 1 })
        .bindTooltip(m.label)
        .addTo(group);
    }
    fitPoints(map, points);
    return () => void group.remove();
  }, [map, polygons, markers]);
  return <div ref={ref} role="region" aria-label={label} className={className} data-testid="map" />;
}
