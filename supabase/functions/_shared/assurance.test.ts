/** The claims a function reads from a session token Auth has already accepted. */
import { describe, expect, it } from 'vitest';
import { tokenAal, tokenAmr } from './assurance.ts';

const token = (claims: unknown) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('session token claims', () => {
  it('reads aal, and null from a token without one or from no JWT', () => {
    expect(tokenAal(token({ aal: 'aal2' }))).toBe('aal2');
    expect(tokenAal(token({}))).toBeNull();
    expect(tokenAal('sb_publishable_abc')).toBeNull();
    expect(tokenAal('h.%%%.s')).toBeNull();
  });

  it('reads amr entries as GoTrue writes them, leaving out any of another shape', () => {
    const amr = [
      { method: 'totp', timestamp: 1_800_000_100 },
      { method: 'password', timestamp: 1_800_000_000 },
    ];
    expect(tokenAmr(token({ amr }))).toEqual(amr);
    expect(tokenAmr(token({ amr: [{ method: 'password' }, null, 'otp', ...amr] }))).toEqual(amr);
    expect(tokenAmr(token({ amr: 'password' }))).toEqual([]);
    expect(tokenAmr('not-a-jwt')).toEqual([]);
  });
});
