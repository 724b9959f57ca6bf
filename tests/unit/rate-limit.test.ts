import { describe, expect, it } from 'vitest';
import { fixedWindowLimiter } from '../../server/http/rate-limit.ts';

describe('fixedWindowLimiter', () => {
  it('refuses past the limit within a window and counts again in the next one', () => {
    const limiter = fixedWindowLimiter(2, 1000);
    const at = new Date('2026-11-29T10:00:00Z');
    expect(limiter.take('a', at)).toBe(0);
    expect(limiter.take('a', at)).toBe(0);
    expect(limiter.take('a', new Date(at.getTime() + 400))).toBe(600);
    expect(limiter.take('b', at)).toBe(0);
    expect(limiter.take('a', new Date(at.getTime() + 1000))).toBe(0);
  });

  it('keeps up with a fleet of more live keys than its sweep threshold (100,000 devices a minute)', () => {
    // Every key live in its window: a sweep frees nothing, and walking the map on each request
    // made each take cost the whole map (40,000 keys took seconds; now milliseconds).
    const limiter = fixedWindowLimiter(200, 10_000);
    const at = new Date('2026-11-29T10:00:00Z');
    const began = performance.now();
    let refused = 0;
    for (let i = 0; i < 40_000; i++) if (limiter.take(`key-${i}`, at)) refused++;
    expect(performance.now() - began).toBeLessThan(1500);
    expect(refused).toBe(0);
    for (let i = 0; i < 201; i++) limiter.take('key-7', at);
    expect(limiter.take('key-7', at)).toBeGreaterThan(0);
  });
});
