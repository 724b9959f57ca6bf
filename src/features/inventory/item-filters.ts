/** The item dimensions every inventory screen filters by (category, brand, unit), then the screen's own groups. */
import { useMemo } from 'react';
import { getProductFilterOptions } from '../../../contract/actions/products.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { useFilters, type FilterDef, type FilterOption, type Filters } from '../../ui/index.ts';

const NO_OPTIONS: FilterOption[] = [];

export function useItemFilters(extra: readonly FilterDef[]): Filters & { items: { category_id?: number[]; brand_id?: number[]; unit_id?: number[] } } {
  // Quiet: without its options a group just offers nothing yet.
  const options = useRecord(getProductFilterOptions, {}, { quiet: true }).data;
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'multi', key: 'category', label: 'Category', options: options?.categories ?? NO_OPTIONS },
    { kind: 'multi', key: 'brand', label: 'Brand', options: options?.brands ?? NO_OPTIONS },
    { kind: 'multi', key: 'unit', label: 'Unit', options: options?.units ?? NO_OPTIONS },
    ...extra,
  ], [options, extra]);
  const filters = useFilters(defs);
  return { ...filters, items: { category_id: filters.numbers('category'), brand_id: filters.numbers('brand'), unit_id: filters.numbers('unit') } };
}
