/** The machine view's Config line (src/features/machines/machine-parts.tsx): applied, pending, or no device. */
import { describe, expect, it } from 'vitest';
import { configSummary } from '../../src/features/machines/machine-parts.tsx';
import { formatDate } from '../../src/ui/format.ts';

const AT = '2026-11-28T14:28:00.000Z';
const STAMP = /^\w{3} \d{2} \d{4} \(\d{1,2}:\d{2} [AP]M\)$/;

describe('configSummary', () => {
  it('says which version the device applied and when', () => {
    const text = configSummary({ config_version: 12, config_applied_version: 12, config_applied_at: AT, config_pending_since: null });
    expect(text).toBe(`Config v12 applied ${formatDate(AT)}`);
    expect(formatDate(AT)).toMatch(STAMP);
  });

  it('says which version waits, and since when, while the device has not applied it', () => {
    expect(configSummary({ config_version: 13, config_applied_version: 12, config_applied_at: AT, config_pending_since: AT })).toBe(`v13 pending since ${formatDate(AT)}`);
    expect(configSummary({ config_version: 1, config_applied_version: null, config_applied_at: null, config_pending_since: AT })).toBe(`v1 pending since ${formatDate(AT)}`);
  });

  it('says no device is connected when the machine has no device state', () => {
    expect(configSummary({ config_version: null, config_applied_version: null, config_applied_at: null, config_pending_since: null })).toBe('No device connected');
  });
});
