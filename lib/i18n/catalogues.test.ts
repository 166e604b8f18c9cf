/**
 * The catalogues are complete: every language gives every English key, with the same placeholders, and no
 * sentence is an untranslated copy of the English.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES, messagesWithPrefix, translator } from './messages.ts';
import { LOCALES } from './locales.ts';
import { SAME_IN_EVERY_LANGUAGE } from './same-everywhere.ts';

/** The placeholder names a message uses, sorted: "{count} of {total}" → ["count", "total"]. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

const english = CATALOGUES.en;
const others = LOCALES.filter((locale) => locale !== 'en');

describe.each(others)('the %s catalogue', (locale) => {
  const catalogue = CATALOGUES[locale] as Record<string, string>;

  it('has every English key and no other', () => {
    const missing = Object.keys(english).filter((key) => !(key in catalogue));
    const extra = Object.keys(catalogue).filter((key) => !(key in english));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('fills the same placeholders as the English', () => {
    const differing = Object.entries(english)
      .filter(([key, message]) => placeholders(message).join() !== placeholders(catalogue[key] ?? '').join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('translates every sentence (no empty message, no English copied as it is)', () => {
    const empty = Object.entries(catalogue)
      .filter(([, message]) => message.trim() === '')
      .map(([key]) => key);
    const copied = Object.entries(english)
      .filter(([key, message]) => /\s/.test(message.trim()) && catalogue[key] === message && !SAME_IN_EVERY_LANGUAGE.has(key))
      .map(([key]) => key);
    expect(empty).toEqual([]);
    expect(copied).toEqual([]);
  });
});

describe('translator', () => {
  it('picks counted forms by each language and formats numbers in its locale', () => {
    const t = translator('nl');
    expect(t.number(1234)).toBe('1.234');
    expect(translator('en').number(1234)).toBe('1,234');
    expect(translator('es').number(12345)).toBe('12.345');
  });
});

describe('messagesWithPrefix', () => {
  it("gives an island only its own keys, in the edition's words, each caller its own copy", () => {
    const first = messagesWithPrefix('nl', 'devotional.');
    expect(Object.keys(first).length).toBeGreaterThan(0);
    expect(Object.keys(first).every((key) => key.startsWith('devotional.'))).toBe(true);
    expect(first['devotional.shareCard']).toBe(CATALOGUES.nl['devotional.shareCard']);
    // Pages are built one after another in one process: what one page adds must not reach the next.
    first['devotional.shareCard'] = 'changed by a page';
    expect(messagesWithPrefix('nl', 'devotional.')['devotional.shareCard']).toBe(CATALOGUES.nl['devotional.shareCard']);
    expect(messagesWithPrefix('en', 'devotional.')['devotional.shareCard']).toBe(CATALOGUES.en['devotional.shareCard']);
  });
});
