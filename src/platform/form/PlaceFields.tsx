/**
 * Country, state and city of an address form, each offered from the one before: choosing a
 * country clears the state and the city, choosing a state clears the city (domain.md §3). The
 * lists come from the server (list.countries, list.country_states, list.state_cities); the
 * city may also be typed, since a state's list cannot name every town.
 */
import { useId } from 'react';
import { listCountries, listCountryStates, listStateCities } from '../../../contract/actions/places.ts';
import { Select, TextInput } from '../../ui/index.ts';
import { useRecord } from '../record/useRecord.ts';

export interface Place {
  country: string;
  state: string;
  city: string;
}

interface Props {
  value: Place;
  onChange(next: Place): void;
  errors?: Partial<Record<keyof Place, string | null>>;
  disabled?: boolean;
}

const codeOf = (places: readonly { code: string; name: string }[] | undefined, name: string) => places?.find((p) => p.name === name)?.code ?? null;

export function PlaceFields({ value, onChange, errors = {}, disabled }: Props) {
  const citiesId = useId();
  const countries = useRecord(listCountries, {}, { quiet: true });
  const country = codeOf(countries.data, value.country);
  const states = useRecord(listCountryStates, country ? { country } : null, { quiet: true });
  const state = codeOf(states.data, value.state);
  const cities = useRecord(listStateCities, country && state ? { country, state } : null, { quiet: true });
  // A name kept from before the lists loaded, or no longer in them, stays choosable.
  const options = (list: readonly { name: string }[] | undefined, current: string) =>
    [...(current && !list?.some((p) => p.name === current) ? [{ name: current }] : []), ...(list ?? [])].map((p) => ({ id: p.name, name: p.name }));

  return (
    <>
      <Select
        label="Country"
        placeholder={countries.status === 'loading' ? 'Loading...' : 'Select country'}
        options={options(countries.data, value.country)}
        value={value.country}
        error={errors.country}
        disabled={disabled}
        onChange={(name) => onChange({ country: name, state: '', city: '' })}
      />
      <Select
        label="State"
        placeholder={value.country ? 'Select state' : 'Select a country first'}
        options={options(states.data, value.state)}
        value={value.state}
        error={errors.state}
        disabled={disabled || !value.country}
        onChange={(name) => onChange({ ...value, state: name, city: '' })}
      />
      <TextInput
        label="City"
        list={citiesId}
        hint={value.state ? 'Choose from the list or type the city' : undefined}
        value={value.city}
        error={errors.city}
        disabled={disabled || !value.state}
        maxLength={255}
        onChange={(city) => onChange({ ...value, city })}
      />
      <datalist id={citiesId}>
        {(cities.data ?? []).map((c) => <option key={c.name} value={c.name} />)}
      </datalist>
    </>
  );
}
