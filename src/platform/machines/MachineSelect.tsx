/** Finds a machine by name or code (the /vm list's search, 20 at a time) and picks one: the board dialogs' and the DEX audit's machine field. */
import { useEffect, useState } from 'react';
import { listActiveVendingMachines } from '../../../contract/actions/vending-machines.ts';
import { call } from '../../api/client.ts';
import { Select, TextInput, type SelectOption } from '../../ui/index.ts';

interface Props {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error: string | null;
  required?: boolean;
  autoFocus?: boolean;
}

export function MachineSelect({ value, onChange, onBlur, error, required, autoFocus }: Props) {
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      call(listActiveVendingMachines, { search: search.trim() || undefined, limit: 20, sortBy: 'name', sortDir: 'ASC' })
        .then((r) => current && setOptions(r.data.map((m) => ({ id: m.id, name: `${m.name} (${m.code})` }))))
        .catch(() => current && setOptions([]));
    }, 200);
    return () => { current = false; clearTimeout(timer); };
  }, [search]);
  return (
    <>
      <TextInput label="Find machine" type="search" autoFocus={autoFocus} value={search} onChange={setSearch} hint="Name or code" />
      <Select label="Vending machine" required={required} placeholder={required ? 'Select' : 'None (keep it on the shelf)'} options={options} value={value} onChange={onChange} onBlur={onBlur} error={error} />
    </>
  );
}
