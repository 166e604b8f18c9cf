import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedAudio, Narration } from './generateNarration.ts';
import type { GeneratedCover } from './generateCovers.ts';
import { revokeCovers, revokeNarration, unsavedHostedAudio, withoutStoredFiles } from './unsavedMedia.ts';

function audio(voice: 'male' | 'female', storedName: string | null): GeneratedAudio {
  return { voice, mp3: new Blob(), playUrl: `blob:http://localhost/${voice}`, duration: 60, storedName };
}

function cover(previewUrl: string): GeneratedCover {
  return { style: 'dawn', name: 'Dawn', index: 0, previewUrl, origin: { kind: 'hosted', image: new Blob() } };
}

afterEach(() => vi.restoreAllMocks());

describe('unsavedHostedAudio', () => {
  it('names the files the hosted narrator stored, in the audio bucket', () => {
    const narration: Narration = { male: audio('male', 'abc/male.mp3'), female: audio('female', 'abc/female.mp3') };
    expect(unsavedHostedAudio(narration)).toEqual([
      { bucket: 'devotional-audio', name: 'abc/male.mp3' },
      { bucket: 'devotional-audio', name: 'abc/female.mp3' },
    ]);
  });

  it('names nothing for a narration made in the browser, or none', () => {
    expect(unsavedHostedAudio({ male: audio('male', null), female: audio('female', null) })).toEqual([]);
    expect(unsavedHostedAudio(null)).toEqual([]);
  });
});

describe('withoutStoredFiles', () => {
  it('keeps the bytes and the player but forgets the stored files', () => {
    const narration: Narration = { male: audio('male', 'abc/male.mp3'), female: audio('female', 'abc/female.mp3') };
    const kept = withoutStoredFiles(narration);
    expect(unsavedHostedAudio(kept)).toEqual([]);
    expect(kept.male).toEqual({ ...narration.male, storedName: null });
    expect(kept.female.mp3).toBe(narration.female.mp3);
  });
});

describe('revoking', () => {
  it("lets go of both voices' object URLs", () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    revokeNarration({ male: audio('male', null), female: audio('female', null) });
    revokeNarration(null);
    expect(revoke.mock.calls).toEqual([['blob:http://localhost/male'], ['blob:http://localhost/female']]);
  });

  it("lets go of local covers' object URLs and leaves hosted covers' data URLs alone", () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    revokeCovers([cover('blob:http://localhost/1'), cover('data:image/png;base64,AAAA')]);
    revokeCovers(null);
    expect(revoke.mock.calls).toEqual([['blob:http://localhost/1']]);
  });
});
