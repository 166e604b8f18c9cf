import { describe, expect, it } from 'vitest';
import { MAX_KEY_LENGTH, RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('refuses past max within the window and allows again once it has passed', () => {
    const limiter = new RateLimiter(2, 1000);
    limiter.check(['ip:a'], 0);
    limiter.check(['ip:a'], 10);
    expect(() => limiter.check(['ip:a'], 20)).toThrow('Request rate limit reached');
    expect(() => limiter.check(['ip:a'], 1011)).not.toThrow();
  });

  it('forgets keys whose requests have all left the window', () => {
    const limiter = new RateLimiter(5, 1000);
    for (let i = 0; i < 500; i++) limiter.check([`email:reader${i}@example.test`], 0);
    expect(limiter.size).toBe(500);
    limiter.check(['ip:later'], 1001);
    expect(limiter.size).toBe(1);
  });

  it('stores an over-long key by its digest, still counting it', () => {
    const limiter = new RateLimiter(1, 1000);
    const huge = `email:${'x'.repeat(1024 * 1024)}`;
    limiter.check([huge], 0);
    expect(() => limiter.check([huge], 1)).toThrow('Request rate limit reached');
    const stored = [...(limiter as unknown as { hits: Map<string, number[]> }).hits.keys()];
    expect(stored).toHaveLength(1);
    expect(stored[0].length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
  });
});
