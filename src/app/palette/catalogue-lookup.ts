/** Finds an action of the catalogue by its name alone (the palette does not know every area). */
import { CATALOGUE } from '../../../contract/catalogue.ts';
import type { ActionSpec } from '../../../contract/action.ts';

export function findActionByName(name: string): ActionSpec | undefined {
  return CATALOGUE.find((spec) => spec.name === name);
}
