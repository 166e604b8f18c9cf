import { describe, expect, it } from 'vitest';
import { MEDIA_BUCKET, mediaObjectName, objectNameFromPublicUrl, parseMediaObjectName, uploadExtension } from './object-name.ts';

const ID = '0b7e6a52-4f1c-4c3e-9a43-5f8f2f0d9a11';
const RANDOM = 'c4d1b9e0-7a2f-4e55-8b0c-1d2e3f4a5b6c';

describe('mediaObjectName', () => {
  it('puts the file under its devotional, named by kind and a random UUID', () => {
    expect(mediaObjectName(ID, 'cover', 'svg', RANDOM)).toBe(`${ID}/cover-${RANDOM}.svg`);
    expect(mediaObjectName(ID, 'audio-female', '.MP3', RANDOM)).toBe(`${ID}/audio-female-${RANDOM}.mp3`);
  });

  it('draws a new random part for every upload', () => {
    const a = mediaObjectName(ID, 'cover', 'png');
    const b = mediaObjectName(ID, 'cover', 'png');
    expect(a).not.toBe(b);
    expect(a).toMatch(new RegExp(`^${ID}/cover-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.png$`));
  });

  it('never contains the slug, title or date, only the id', () => {
    const name = mediaObjectName(ID, 'cover-card', 'jpg');
    expect(name.split('/')[0]).toBe(ID);
    expect(name).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('refuses a folder that is not a devotional id, an unknown kind or a bad extension', () => {
    expect(() => mediaObjectName('the-good-shepherd', 'cover', 'svg')).toThrow('devotional id');
    expect(() => mediaObjectName(ID, 'poster' as never, 'svg')).toThrow('Unknown media kind');
    expect(() => mediaObjectName(ID, 'cover', '../x')).toThrow('not a file extension');
    expect(() => mediaObjectName(ID, 'cover', 'svg', 'guessable')).toThrow('random part');
  });
});

describe('parseMediaObjectName', () => {
  it('reads back the parts of a name it made', () => {
    expect(parseMediaObjectName(`${ID}/audio-male-${RANDOM}.mp3`)).toEqual({
      devotionalId: ID,
      kind: 'audio-male',
      random: RANDOM,
      extension: 'mp3',
    });
  });

  it('answers null for guessable legacy names', () => {
    expect(parseMediaObjectName('the-good-shepherd.svg')).toBeNull();
    expect(parseMediaObjectName(`${ID}/cover.svg`)).toBeNull();
    expect(parseMediaObjectName(`${ID}/poster-${RANDOM}.svg`)).toBeNull();
  });
});

describe('uploads', () => {
  it("keep the uploaded file extension, lowercased, or fall back to the kind's usual one", () => {
    expect(uploadExtension('Narration Final.MP3', 'audio-male')).toBe('mp3');
    expect(uploadExtension('cover.webp', 'cover')).toBe('webp');
    expect(uploadExtension('recording', 'audio-female')).toBe('mp3');
    expect(uploadExtension('picture', 'cover')).toBe('png');
  });

  it('go to the bucket of their kind', () => {
    expect(MEDIA_BUCKET.cover).toBe('devotional-images');
    expect(MEDIA_BUCKET['cover-card']).toBe('devotional-images');
    expect(MEDIA_BUCKET['audio-female']).toBe('devotional-audio');
  });
});

describe('objectNameFromPublicUrl', () => {
  it('reads the object name of a public URL of the bucket', () => {
    const url = `http://127.0.0.1:54321/storage/v1/object/public/devotional-audio/${ID}/audio-male-${RANDOM}.mp3`;
    expect(objectNameFromPublicUrl(url, 'devotional-audio')).toBe(`${ID}/audio-male-${RANDOM}.mp3`);
  });
  it('is null for another bucket, a blob or data URL, or no URL at all', () => {
    const url = `https://x.supabase.co/storage/v1/object/public/devotional-images/${ID}/cover-${RANDOM}.png`;
    expect(objectNameFromPublicUrl(url, 'devotional-audio')).toBeNull();
    expect(objectNameFromPublicUrl('blob:http://localhost/abc', 'devotional-audio')).toBeNull();
    expect(objectNameFromPublicUrl('data:audio/mpeg;base64,AAAA', 'devotional-audio')).toBeNull();
    expect(objectNameFromPublicUrl('not a url', 'devotional-audio')).toBeNull();
  });
});
