/** A franchise's locations regrouped by state into cities (domain.md §3 "Franchise"), as its view and list show them. */
import { describe, expect, it } from 'vitest';
import { byState, citiesText } from '../../src/features/franchises/franchise-parts.ts';

const CODES: Record<string, string> = { Karnataka: 'KA', Goa: 'GA' };
const at = (state: string, city: string) => ({ country: 'India', state_id: CODES[state] ?? null, state, city });

describe('franchise locations by state', () => {
  it('groups the cities under their state, keeping its state_id, states and cities in order', () => {
    const locations = [at('Karnataka', 'Mysuru'), at('Goa', 'Panaji'), at('Karnataka', 'Bengaluru')];
    expect(byState(locations)).toEqual([
      { state: 'Goa', state_id: 'GA', cities: ['Panaji'] },
      { state: 'Karnataka', state_id: 'KA', cities: ['Bengaluru', 'Mysuru'] },
    ]);
    expect(citiesText(locations)).toBe('Goa: Panaji; Karnataka: Bengaluru, Mysuru');
  });

  it('says nothing for a franchise without locations', () => {
    expect(byState([])).toEqual([]);
    expect(citiesText([])).toBe('');
  });
});
