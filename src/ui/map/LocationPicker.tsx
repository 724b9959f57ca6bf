/**
 * Choose one place: click the map, type the latitude and longitude, or "Use my location"
 * (the browser's geolocation). Its two failures say exactly what console.md §8 gives:
 * permission refused → "Please enable your location in the settings"; anything else (no
 * geolocation, timeout, position unavailable) → "Unable to fetch your location, please choose
 * location manually". The values stay text, as form fields do; '' and '' is no place.
 */
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { GEO_MESSAGES, geolocationMessage, validLatitude, validLongitude, type LatLng } from '../../../contract/geo.ts';
import { Button } from '../Button.tsx';
import { NumberInput } from '../form/inputs.tsx';
import { MARKER_COLOURS } from './colours.ts';
import type { MapMarker } from './MapView.tsx';
import { MAP_CLASS, useLeafletMap } from './useLeafletMap.ts';

export interface LocationText {
  latitude: string;
  longitude: string;
}

export interface LocationPickerProps {
  /** Names the map and the group, e.g. "Warehouse location". */
  label: string;
  value: LocationText;
  onChange(value: LocationText): void;
  /** Field errors from the form (keys latitude, longitude). */
  errors?: { latitude?: string | null; longitude?: string | null };
  required?: boolean;
  disabled?: boolean;
  /** Other places shown for orientation. */
  markers?: readonly MapMarker[];
}

const fixed = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** The place the text names, or null while it names none (empty, partial or out of range). */
export function locationOf(value: LocationText): LatLng | null {
  if (!value.latitude.trim() || !value.longitude.trim()) return null;
  const lat = Number(value.latitude);
  const lng = Number(value.longitude);
  return validLatitude(lat) && validLongitude(lng) ? { lat, lng } : null;
}


export function LocationPicker({ label, value, onChange, errors = {}, required, disabled, markers = [] }: LocationPickerProps) {
  const { ref, map } = useLeafletMap();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const place = locationOf(value);

  useEffect(() => {
    if (!map || disabled) return;
    const clicked = (e: L.LeafletMouseEvent) => {
      setProblem(null);
      onChangeRef.current({ latitude: fixed(e.latlng.lat), longitude: fixed(e.latlng.lng) });
    };
    map.on('click', clicked);
    return () => void map.off('click', clicked);
  }, [map, disabled]);

  const lat = place?.lat;
  const lng = place?.lng;
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    const marker = L.circleMarker([lat, lng], { radius: 8, color: '#fff', weight: 2, fillColor: MARKER_COLOURS.place, fillOpacity: 1 })
      .bindTooltip(label)
      .addTo(map);
    if (!map.getBounds().pad(-0.1).contains([lat, lng])) map.setView([lat, lng], Math.max(map.getZoom(), 13));
    return () => void marker.remove();
  }, [map, lat, lng, label]);

  useEffect(() => {
    if (!map || !markers.length) return;
    const group = L.featureGroup(
      markers.map((m) => L.circleMarker([m.position.lat, m.position.lng], { radius: 6, color: '#fff', weight: 2, fillColor: MARKER_COLOURS[m.tone ?? 'warehouse'], fillOpacity: 1 }).bindTooltip(m.label)),
    ).addTo(map);
    return () => void group.remove();
  }, [map, markers]);

  const locate = () => {
    setProblem(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setProblem(GEO_MESSAGES.locationUnavailable);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChangeRef.current({ latitude: fixed(position.coords.latitude), longitude: fixed(position.coords.longitude) });
      },
      (error) => {
        setLocating(false);
        setProblem(geolocationMessage(error));
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      <div ref={ref} role="region" aria-label={`${label} map (click to choose the place)`} className={MAP_CLASS} data-testid="map" />
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <NumberInput
          label="Latitude"
          required={required}
          decimals={6}
          allowNegative
          min={-90}
          max={90}
          value={value.latitude}
          error={errors.latitude}
          onChange={(latitude) => onChange({ ...value, latitude })}
        />
        <NumberInput
          label="Longitude"
          required={required}
          decimals={6}
          allowNegative
          min={-180}
          max={180}
          value={value.longitude}
          error={errors.longitude}
          onChange={(longitude) => onChange({ ...value, longitude })}
        />
        <Button variant="secondary" className="sm:mt-6" onClick={locate} disabled={disabled || locating}>
          {locating ? 'Locating…' : 'Use my location'}
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-600">{problem}</p>
      )}
    </fieldset>
  );
}
