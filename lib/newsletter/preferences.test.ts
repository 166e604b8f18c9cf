import { describe, expect, it } from 'vitest';
import { translationRefusal } from './preference-choices.ts';
import { parsePreferencesChange } from './preferences.ts';

describe('the preferences request', () => {
  it('takes a frequency, a translation, both or neither, and ignores the token and anything else', () => {
    expect(parsePreferencesChange({ token: 'x', frequency: 'daily' })).toEqual({ ok: true, change: { frequency: 'daily' } });
    expect(parsePreferencesChange({ translation: 'bsb' })).toEqual({ ok: true, change: { translation: 'bsb' } });
    expect(parsePreferencesChange({ frequency: 'weekly', translation: 'kjv', extra: 1 })).toEqual({
      ok: true,
      change: { frequency: 'weekly', translation: 'kjv' },
    });
    expect(parsePreferencesChange({ token: 'x' })).toEqual({ ok: true, change: {} });
    expect(parsePreferencesChange(null)).toEqual({ ok: true, change: {} });
  });

  it('refuses anything else with a sentence that says what to choose', () => {
    expect(parsePreferencesChange({ frequency: 'hourly' })).toEqual({ ok: false, error: 'Choose daily or weekly.' });
    expect(parsePreferencesChange({ translation: 'niv' })).toEqual({ ok: false, error: 'Choose the KJV or the BSB.' });
    expect(parsePreferencesChange({ translation: 'BSB' })).toEqual({ ok: false, error: 'Choose the KJV or the BSB.' });
    expect(parsePreferencesChange({ translation: null })).toEqual({ ok: false, error: 'Choose the KJV or the BSB.' });
    expect(parsePreferencesChange(['daily'])).toEqual({ ok: false, error: 'Send the token, and daily or weekly, or a Bible translation.' });
  });

  it("takes the Dutch and Spanish editions' Bibles, and names each edition's choices when refusing", () => {
    expect(parsePreferencesChange({ translation: 'sv' })).toEqual({ ok: true, change: { translation: 'sv' } });
    expect(parsePreferencesChange({ translation: 'rv1909' })).toEqual({ ok: true, change: { translation: 'rv1909' } });
    expect(translationRefusal('en')).toBe('Choose the KJV or the BSB.');
    expect(translationRefusal('nl')).toBe('Choose the SV, the KJV or the BSB.');
    expect(translationRefusal('es')).toBe('Choose the RV1909, the KJV or the BSB.');
  });
});
