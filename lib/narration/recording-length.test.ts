import { describe, expect, it } from 'vitest';
import { makeToneWav } from '../../tests/support/make-tone.ts';
import { recordingLength } from './recording-length.ts';

describe('recordingLength', () => {
  it("states a WAV narration's seconds (to the millisecond) and its size", () => {
    const file = new Uint8Array(makeToneWav({ seconds: 12 }));
    expect(recordingLength(file)).toEqual({ seconds: 12, bytes: file.length });
  });

  it('has no length for a file that is not audio', () => {
    expect(recordingLength(new TextEncoder().encode('<html>not found</html>'))).toBeNull();
    expect(recordingLength(new Uint8Array())).toBeNull();
  });
});
