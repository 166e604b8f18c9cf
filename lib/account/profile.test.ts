import { describe, expect, it } from 'vitest';
import { missingProfileParts, profileBannerKey } from './profile.ts';

describe('missingProfileParts', () => {
  it('lists the name and the picture when missing', () => {
    expect(missingProfileParts({ full_name: null, avatar_url: null })).toEqual(['name', 'profile picture']);
    expect(missingProfileParts({ full_name: 'Ann', avatar_url: '' })).toEqual(['profile picture']);
    expect(missingProfileParts({ full_name: 'Ann', avatar_url: 'https://x/y.png' })).toEqual([]);
  });
  it('remembers the dismissal per user', () => {
    expect(profileBannerKey('u1')).not.toBe(profileBannerKey('u2'));
  });
});
