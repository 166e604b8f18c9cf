import { describe, expect, it } from 'vitest';
import { PREFERENCE_SPEEDS, preferencesFromRow, speedOptionLabel } from './audio-preferences.ts';

describe('audio preferences', () => {
  it('offers 0.80 to 2.00', () => {
    expect(PREFERENCE_SPEEDS.map((speed) => speedOptionLabel(speed))).toEqual(['0.80x', '0.85x', '0.90x', '0.95x', '1.00x', '1.25x', '1.50x', '2.00x']);
  });
  it('defaults to male at 0.95 when there is no row', () => {
    expect(preferencesFromRow(null)).toEqual({ voice: 'male', speed: 0.95 });
    expect(preferencesFromRow({ preferred_voice: 'female', preferred_speed: '1.25' })).toEqual({ voice: 'female', speed: 1.25 });
  });
});
