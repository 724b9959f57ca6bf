/**
 * The store's location as latitude and longitude. One component, so the map LocationPicker
 * (src/ui/map/, issue 37) replaces it in one line of StoreForm: it takes and gives the same value.
 */
import { NumberInput } from '../../ui/index.ts';

export interface LocationValue {
  latitude: string;
  longitude: string;
}

interface Props {
  value: LocationValue;
  onChange(next: LocationValue): void;
  errors?: Partial<Record<keyof LocationValue, string | null>>;
}

export function StoreLocationFields({ value, onChange, errors = {} }: Props) {
  return (
    <>
      <NumberInput label="Latitude" decimals={6} allowNegative min={-90} max={90} hint="-90 to 90" value={value.latitude} error={errors.latitude}
        onChange={(latitude) => onChange({ ...value, latitude })} />
      <NumberInput label="Longitude" decimals={6} allowNegative min={-180} max={180} hint="-180 to 180" value={value.longitude} error={errors.longitude}
        onChange={(longitude) => onChange({ ...value, longitude })} />
    </>
  );
}
