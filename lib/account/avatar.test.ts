import { describe, expect, it } from 'vitest';
import { avatarFileError, avatarPath, isImageUrl, storedAvatarPath } from './avatar.ts';

describe('avatar rules', () => {
  it('accepts images under 5 MB only', () => {
    expect(avatarFileError({ type: 'application/pdf', size: 10 })).toBe('Please upload an image file');
    expect(avatarFileError({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe('Image size must be less than 5MB');
    expect(avatarFileError({ type: 'image/png', size: 5 * 1024 * 1024 - 1 })).toBeNull();
  });

  it("stores under the user id with a timestamp and the type's extension", () => {
    expect(avatarPath('u1', { name: 'me.JPEG', type: 'image/jpeg' }, 42)).toBe('u1/42.jpg');
    expect(avatarPath('u1', { name: 'me.heic', type: 'image/heic' }, 42)).toBe('u1/42.heic');
  });

  it('finds the stored path of our own avatar URLs only', () => {
    const base = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/';
    expect(storedAvatarPath(`${base}u1/42.jpg`, 'u1')).toBe('u1/42.jpg');
    expect(storedAvatarPath(`${base}u2/42.jpg`, 'u1')).toBeNull();
    expect(storedAvatarPath('https://example.org/me.png', 'u1')).toBeNull();
    expect(storedAvatarPath(null, 'u1')).toBeNull();
  });

  it('takes http(s) image URLs', () => {
    expect(isImageUrl('https://example.org/a.png')).toBe(true);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('not a url')).toBe(false);
  });
});
