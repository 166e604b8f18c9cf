import { describe, expect, it } from 'vitest';
import { messagesWithPrefix } from '@lib/i18n/messages.ts';
import { resultKind, resultKindLine, resultsStatus, type FulltextMessages } from './fulltext-messages.ts';

const en = messagesWithPrefix('en', 'fulltext.') as FulltextMessages;
const nl = messagesWithPrefix('nl', 'fulltext.') as FulltextMessages;
const es = messagesWithPrefix('es', 'fulltext.') as FulltextMessages;

describe('full-text search messages', () => {
  it('says what the English search always said', () => {
    expect(resultsStatus(en, 'en', ' grace ', 0, 0)).toBe('No matches for “grace”. Try fewer or different words.');
    expect(resultsStatus(en, 'en', 'grace', 1, 1)).toBe('1 page matches “grace”.');
    expect(resultsStatus(en, 'en', 'grace', 12, 8)).toBe('12 pages match “grace”; showing the first 8.');
  });

  it('counts in Dutch and Spanish', () => {
    expect(resultsStatus(nl, 'nl', 'genade', 1, 1)).toBe('1 pagina gevonden voor “genade”.');
    expect(resultsStatus(es, 'es', 'gracia', 1234, 8)).toBe('1234 páginas coinciden con “gracia”; se muestran las primeras 8.');
  });

  it('names a result by its address in any edition', () => {
    expect(resultKind(nl, '/nl/devotional/abc/')).toBe('Overdenking');
    expect(resultKind(es, '/es/confessions/heidelberg-catechism/#question-1')).toBe('Confesión');
    expect(resultKind(en, '/about-us/')).toBe('Page');
  });

  it("dates a devotional in the edition's words, and leaves other results undated", () => {
    expect(resultKindLine(nl, 'nl', '/nl/devotional/abc/', '2026-12-02')).toBe('Overdenking · 2 december 2026');
    expect(resultKindLine(es, 'es', '/es/devotional/abc/', '2026-12-02')).toBe('Devocional · 2 de diciembre de 2026');
    expect(resultKindLine(en, 'en', '/devotional/abc/', '2026-12-02')).toBe('Devotional · December 2, 2026');
    expect(resultKindLine(nl, 'nl', '/nl/confessions/heidelberg-catechism/#question-1', undefined)).toBe('Belijdenis');
  });
});
