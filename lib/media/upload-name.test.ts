import { describe, expect, it } from 'vitest';
import { MEDIA_BUCKET, mediaObjectName } from './upload-name.ts';

describe('mediaObjectName', () => {
  it('is the devotional id, the kind and a random UUID with the file extension', () => {
    expect(mediaObjectName('d1', 'audio-male', 'Narration Final.MP3', 'u-1')).toBe('d1/audio-male-u-1.mp3');
    expect(mediaObjectName('d1', 'cover', 'cover.webp', 'u-2')).toBe('d1/cover-u-2.webp');
  });

  it('never reuses a name for two uploads of the same file', () => {
    expect(mediaObjectName('d1', 'cover', 'a.png')).not.toBe(mediaObjectName('d1', 'cover', 'a.png'));
    expect(mediaObjectName('d1', 'cover', 'a.png')).toMatch(/^d1\/cover-[0-9a-f-]{36}\.png$/);
  });

  it('falls back to a sensible extension and picks the bucket by kind', () => {
    expect(mediaObjectName('d1', 'audio-female', 'recording', 'u')).toBe('d1/audio-female-u.mp3');
    expect(MEDIA_BUCKET.cover).toBe('devotional-images');
    expect(MEDIA_BUCKET['audio-female']).toBe('devotional-audio');
  });
});
