/** The refill partner contract's pure rules: the app PIN, a vehicle's registration number, the status catalogue. */
import { describe, expect, it } from 'vitest';
import { PIN_RULES, REFILL_PARTNER_MESSAGES, VEHICLE_FIELD_RULES, refillPartnerStatus } from '../../contract/actions/refill-partners.ts';
import { validateValues } from '../../contract/validation.ts';

const pinError = (pin: string) => validateValues({ pin }, { fields: { pin: PIN_RULES } }).pin ?? null;
const plateError = (registration_number: string) =>
  validateValues({ registration_number }, { fields: { registration_number: VEHICLE_FIELD_RULES.registration_number } }).registration_number ?? null;

describe('the app PIN', () => {
  it('is 4 to 6 digits', () => {
    for (const ok of ['1234', '00000', '987654']) expect(pinError(ok), ok).toBeNull();
    for (const bad of ['123', '1234567', '12a4', ' 1234', '12.4']) expect(pinError(bad), bad).toBe(REFILL_PARTNER_MESSAGES.pinPattern);
    expect(pinError('')).toBe(REFILL_PARTNER_MESSAGES.pinRequired);
  });
});

describe("a vehicle's registration number", () => {
  it('takes letters, digits, spaces and hyphens, starting with a letter or digit, up to 20 characters', () => {
    for (const ok of ['KA 01 AB 1234', 'mh-12-ab-9999', 'DL1CA2020']) expect(plateError(ok), ok).toBeNull();
    expect(plateError('')).toBe(REFILL_PARTNER_MESSAGES.registrationRequired);
    expect(plateError(' KA 01')).toBe(REFILL_PARTNER_MESSAGES.registrationPattern);
    expect(plateError('KA/01')).toBe(REFILL_PARTNER_MESSAGES.registrationPattern);
    expect(plateError('K'.repeat(21))).not.toBeNull();
  });
});

describe('the status catalogue', () => {
  it('names 1 Active and 2 Inactive, and any other code by itself', () => {
    expect(refillPartnerStatus(1)).toMatchObject({ name: 'Active', colour: 'green' });
    expect(refillPartnerStatus(2)).toMatchObject({ name: 'Inactive', colour: 'grey' });
    expect(refillPartnerStatus(9).name).toBe('9');
  });
});
