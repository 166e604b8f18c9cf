import { describe, expect, it } from 'vitest';
import { format, messagesWithPrefix, type MessageParams } from '@lib/i18n/messages.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { bookmarkedSectionLink, type BookmarkedSectionRow, type SectionWords } from './bookmarked-section.ts';

/** The dashboard island's words, as its page passes them: a key it was not given shows itself. */
function words(locale: Locale): SectionWords {
  const messages: Record<string, string> = { ...messagesWithPrefix(locale, 'dashboard.'), ...messagesWithPrefix(locale, 'library.unit.') };
  return Object.assign((key: string, params?: MessageParams) => format(messages[key] ?? key, params), { locale });
}

const dutchQuestion: BookmarkedSectionRow = {
  id: 'b1',
  urlSlug: 'question-1',
  title: 'Wat is uw enige troost, beide in het leven en sterven?',
  confessionSlug: 'heidelberg-catechism',
  confessionName: 'Heidelbergse Catechismus',
  confessionLanguage: 'nl',
};
const canonsArticle: BookmarkedSectionRow = {
  id: 'b2',
  urlSlug: 'head-2-article-8',
  title: null,
  confessionSlug: 'canons-of-dort',
  confessionName: 'Canons of Dort',
  confessionLanguage: 'en',
};
const shorterQuestion: BookmarkedSectionRow = {
  id: 'b3',
  urlSlug: 'question-1',
  title: 'What is the chief end of man?',
  confessionSlug: 'westminster-shorter-catechism',
  confessionName: 'Westminster Shorter Catechism',
  confessionLanguage: 'en',
};

describe('bookmarkedSectionLink', () => {
  it("names a Dutch reader's question in Dutch and links it in the Dutch edition", () => {
    expect(bookmarkedSectionLink(dutchQuestion, words('nl'), new Map())).toEqual({
      id: 'b1',
      name: 'Vraag 1',
      title: 'Wat is uw enige troost, beide in het leven en sterven?',
      confessionName: 'Heidelbergse Catechismus',
      href: '/nl/confessions/heidelberg-catechism/#question-1',
    });
  });

  it("uses the edition's name for an untranslated document, and marks its English title English", () => {
    const names = new Map([['westminster-shorter-catechism', 'Catecismo Menor de Westminster']]);
    expect(bookmarkedSectionLink(shorterQuestion, words('es'), names)).toEqual({
      id: 'b3',
      name: 'Pregunta 1',
      title: 'What is the chief end of man?',
      titleLang: 'en',
      confessionName: 'Catecismo Menor de Westminster',
      href: '/es/confessions/westminster-shorter-catechism/#question-1',
    });
  });

  it('names an article with its head, and marks a document name the edition has no word for', () => {
    const link = bookmarkedSectionLink(canonsArticle, words('nl'), new Map());
    expect(link).toMatchObject({ name: 'Hoofdstuk 2, Artikel 8', confessionName: 'Canons of Dort', confessionNameLang: 'en' });
    expect(link.href).toBe('/nl/confessions/canons-of-dort/#head-2-article-8');
  });

  it('reads as before in English', () => {
    expect(bookmarkedSectionLink(shorterQuestion, words('en'), new Map())).toEqual({
      id: 'b3',
      name: 'Question 1',
      title: 'What is the chief end of man?',
      confessionName: 'Westminster Shorter Catechism',
      href: '/confessions/westminster-shorter-catechism/#question-1',
    });
  });
});
