import { describe, expect, it } from 'vitest';
import { langWhereDifferent, titledInEdition, type DocumentTitle, type DocumentWords } from './edition-titles.ts';

const belgic: DocumentWords = {
  name: 'Belgic Confession',
  description: 'A confession of faith in thirty-seven articles.',
  historical_context: 'Guido de Brès wrote it in 1561.',
  language: 'en',
};
const dutchTitle: DocumentTitle = {
  slug: 'belgic-confession',
  language: 'nl',
  name: 'Nederlandse Geloofsbelijdenis',
  description: 'Een geloofsbelijdenis in zevenendertig artikelen.',
  historical_context: null,
};

describe('titledInEdition', () => {
  it('names an English document by its Dutch title and keeps the English context, marked as English', () => {
    expect(titledInEdition(belgic, dutchTitle, 'nl')).toEqual({
      name: 'Nederlandse Geloofsbelijdenis',
      description: 'Een geloofsbelijdenis in zevenendertig artikelen.',
      historical_context: 'Guido de Brès wrote it in 1561.',
      nameLanguage: 'nl',
      descriptionLanguage: 'nl',
      contextLanguage: 'en',
    });
  });

  it("prefers a translated document's own words to its title row", () => {
    const dutchText: DocumentWords = { name: 'Heidelbergse Catechismus', description: 'Eigen tekst.', historical_context: 'Eigen context.', language: 'nl' };
    const row: DocumentTitle = { slug: 'heidelberg-catechism', language: 'nl', name: 'Andere naam', description: 'Andere', historical_context: null };
    const titled = titledInEdition(dutchText, row, 'nl');
    expect(titled.name).toBe('Heidelbergse Catechismus');
    expect(titled.historical_context).toBe('Eigen context.');
    expect([titled.nameLanguage, titled.descriptionLanguage, titled.contextLanguage]).toEqual(['nl', 'nl', 'nl']);
  });

  it('keeps the English name, marked English, when the edition has no title for the document', () => {
    const titled = titledInEdition(belgic, undefined, 'es');
    expect(titled.name).toBe('Belgic Confession');
    expect(titled.nameLanguage).toBe('en');
  });

  it("never uses another edition's title", () => {
    expect(titledInEdition(belgic, dutchTitle, 'es').name).toBe('Belgic Confession');
  });

  it('a title without a description keeps the English description, marked English', () => {
    const titled = titledInEdition(belgic, { ...dutchTitle, description: null }, 'nl');
    expect(titled.description).toBe(belgic.description);
    expect(titled.descriptionLanguage).toBe('en');
  });
});

describe('langWhereDifferent', () => {
  it('marks only what is not in the page language', () => {
    expect(langWhereDifferent('en', 'nl')).toBe('en');
    expect(langWhereDifferent('nl', 'nl')).toBeUndefined();
  });
});
