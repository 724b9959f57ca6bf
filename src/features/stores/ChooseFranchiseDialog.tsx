/** "Add store" from /stores: which independent franchise the new store goes under (domain.md §9: only they have stores). */
import { useState } from 'react';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Select } from '../../ui/index.ts';
import { isIndependent, type Franchise } from './useStoreFranchises.ts';

export const CHOOSE_FRANCHISE = { title: 'Add store', label: 'Franchise', required: 'Please select franchise', none: 'No independent franchise to add a store to' } as const;

export function ChooseFranchiseDialog({ franchises, onChoose, onCancel }: { franchises: readonly Franchise[]; onChoose(id: number): void; onCancel(): void }) {
  const independent = franchises.filter(isIndependent);
  const [chosen, setChosen] = useState(independent.length === 1 ? String(independent[0]!.id) : '');
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      title={CHOOSE_FRANCHISE.title}
      busy={false}
      onCancel={onCancel}
      submitLabel="Continue"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) setError(CHOOSE_FRANCHISE.required);
        else onChoose(Number(chosen));
      }}
    >
      <Select
        label={CHOOSE_FRANCHISE.label}
        required
        placeholder={independent.length ? 'Select franchise' : CHOOSE_FRANCHISE.none}
        options={independent.map((f) => ({ id: String(f.id), name: f.name }))}
        value={chosen}
        error={error}
        onChange={(value) => { setChosen(value); setError(null); }}
      />
    </FormDialog>
  );
}
