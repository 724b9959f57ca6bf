/**
 * Draw or edit one polygon (a zone boundary) on a map, or type it: the map (Leaflet + geoman,
 * driven from the labelled buttons below it — geoman's own toolbar is not added, its links have
 * no accessible names) and a coordinates field ("lat, lng" per line, or pasted GeoJSON) stay in
 * sync. Drawing: click the map to place points, Enter finishes (`finishOnEnter`), Escape
 * cancels. No library places points from the keyboard, so the field is the keyboard's way.
 */
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import L from 'leaflet';
import { useEffect, useId, useRef, useState } from 'react';
import { openRing, parseCoordinatesText, pointsToText, type LatLng } from '../../../contract/geo.ts';
import { Button } from '../Button.tsx';
import { inputClass } from '../form/Field.tsx';
import { MARKER_COLOURS } from './colours.ts';
import { POLYGON_STYLE, type MapMarker } from './MapView.tsx';
import { MAP_CLASS, fitPoints, toLatLng, useLeafletMap } from './useLeafletMap.ts';

export interface PolygonEditorProps {
  /** Names the map and the field, e.g. "Zone boundary". */
  label: string;
  /** The polygon's points, an open ring (no closing point); [] = none. */
  value: readonly LatLng[];
  onChange(points: LatLng[]): void;
  /** The form's message for the boundary (e.g. "Please select zone boundaries on map."). */
  error?: string | null;
  required?: boolean;
  /** Places shown for orientation (not editable). */
  markers?: readonly MapMarker[];
  disabled?: boolean;
}

type Mode = 'idle' | 'drawing' | 'editing';

const samePoints = (a: readonly LatLng[], b: readonly LatLng[]) =>
  a.length === b.length && a.every((p, i) => p.lat === b[i]!.lat && p.lng === b[i]!.lng);

const ringOf = (layer: L.Polygon): LatLng[] => {
  const latlngs = layer.getLatLngs() as L.LatLng[][] | L.LatLng[];
  const ring = (Array.isArray(latlngs[0]) ? latlngs[0] : latlngs) as L.LatLng[];
  return openRing(ring.map(toLatLng));
};

export function PolygonEditor({ label, value, onChange, error, required, markers = [], disabled }: PolygonEditorProps) {
  const { ref, map } = useLeafletMap();
  const [mode, setMode] = useState<Mode>('idle');
  const [text, setText] = useState(() => pointsToText(value));
  const [textError, setTextError] = useState<string | null>(null);
  const layerRef = useRef<L.Polygon | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const fitted = useRef(false);
  const id = useId();

  // The field follows the value unless it already says the same (it is being typed).
  useEffect(() => {
    setText((current) => {
      const parsed = parseCoordinatesText(current);
      return parsed.ok && samePoints(parsed.points, value) ? current : pointsToText(value);
    });
  }, [value]);

  // The polygon on the map follows the value.
  useEffect(() => {
    if (!map) return;
    const layer = value.length ? L.polygon(value.map((p) => [p.lat, p.lng] as [number, number]), POLYGON_STYLE).addTo(map) : null;
    layerRef.current = layer;
    if (layer) {
      layer.on('pm:edit', () => onChangeRef.current(ringOf(layer)));
      if (mode === 'editing') layer.pm.enable({ allowSelfIntersection: true });
    }
    if (!fitted.current && value.length) {
      fitted.current = true;
      fitPoints(map, value);
    }
    return () => {
      layer?.pm.disable();
      layer?.remove();
      layerRef.current = null;
    };
    // mode is read only when the layer is made; toggling it is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, value]);

  useEffect(() => {
    if (!map || !markers.length) return;
    const group = L.featureGroup(
      markers.map((m) =>
        L.circleMarker([m.position.lat, m.position.lng], { radius: 6, color: '#fff', weight: 2, fillColor: MARKER_COLOURS[m.tone ?? 'place'], fillOpacity: 1, pmIgnore: true }).bindTooltip(m.label),
      ),
    ).addTo(map);
    return () => void group.remove();
  }, [map, markers]);

  // Drawing: geoman hands over the finished shape, which becomes the value (and is redrawn from it).
  useEffect(() => {
    if (!map) return;
    map.pm.setGlobalOptions({ exitModeOnEscape: true, finishOnEnter: true } as never);
    const created = (e: { layer: L.Layer }) => {
      const points = ringOf(e.layer as L.Polygon);
      e.layer.remove();
      onChangeRef.current(points);
    };
    const toggled = (e: { enabled: boolean }) => {
      if (!e.enabled) setMode((m) => (m === 'drawing' ? 'idle' : m));
    };
    map.on('pm:create', created as never);
    map.on('pm:globaldrawmodetoggled', toggled as never);
    return () => {
      map.off('pm:create', created as never);
      map.off('pm:globaldrawmodetoggled', toggled as never);
      map.pm.disableDraw();
    };
  }, [map]);

  const draw = () => {
    if (!map) return;
    layerRef.current?.pm.disable();
    map.pm.enableDraw('Polygon', { finishOnEnter: true, allowSelfIntersection: true, tooltips: false, pathOptions: POLYGON_STYLE });
    setMode('drawing');
    map.getContainer().focus();
  };
  const cancelDraw = () => {
    map?.pm.disableDraw();
    setMode('idle');
  };
  const toggleEdit = () => {
    const layer = layerRef.current;
    if (!layer) return;
    if (mode === 'editing') {
      layer.pm.disable();
      setMode('idle');
    } else {
      layer.pm.enable({ allowSelfIntersection: true });
      setMode('editing');
    }
  };
  const clear = () => {
    layerRef.current?.pm.disable();
    setMode('idle');
    onChange([]);
  };

  const typed = (next: string) => {
    setText(next);
    const parsed = parseCoordinatesText(next);
    if (parsed.ok) {
      setTextError(null);
      if (!samePoints(parsed.points, value)) onChange(parsed.points);
    }
  };
  const checkText = () => {
    const parsed = parseCoordinatesText(text);
    setTextError(parsed.ok ? null : parsed.message);
  };

  const shown = textError ?? error ?? null;
  const hint =
    mode === 'drawing'
      ? 'Click the map to place the points; press Enter to finish or Escape to cancel.'
      : 'One "latitude, longitude" pair per line, or paste a GeoJSON Polygon or Feature.';
  return (
    <div className="space-y-2">
      <div ref={ref} role="region" aria-label={`${label} map`} className={MAP_CLASS} data-testid="map" />
      <div className="flex flex-wrap gap-2" role="group" aria-label={`${label} drawing`}>
        {mode === 'drawing' ? (
          <Button variant="secondary" onClick={cancelDraw}>Cancel drawing</Button>
        ) : (
          <Button variant="secondary" onClick={draw} disabled={disabled || !map}>{value.length ? 'Redraw boundary' : 'Draw boundary'}</Button>
        )}
        <Button variant="secondary" onClick={toggleEdit} disabled={disabled || !value.length || mode === 'drawing'} aria-pressed={mode === 'editing'}>
          {mode === 'editing' ? 'Stop editing points' : 'Edit points'}
        </Button>
        <Button variant="secondary" onClick={clear} disabled={disabled || !value.length}>Clear boundary</Button>
      </div>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {label} coordinates
          {required && <span aria-hidden className="text-red-600"> *</span>}
        </label>
        <textarea
          id={id}
          rows={6}
          spellCheck={false}
          className={`${inputClass(Boolean(shown))} font-mono`}
          aria-invalid={shown ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          placeholder={'28.7041, 77.1025\n28.7041, 77.2500\n28.6000, 77.2500'}
          value={text}
          disabled={disabled}
          onChange={(e) => typed(e.target.value)}
          onBlur={checkText}
        />
        {shown ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">{shown}</p>
        ) : (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p>
        )}
      </div>
    </div>
  );
}
