import { describe, expect, it } from 'vitest';
import { seriesTextInEdition } from './edition-titles.ts';

const shepherd = { title: 'Walking with the Shepherd', description: 'Five days on the care of the Good Shepherd.' };
const titles = [
  { language: 'nl', title: 'Wandelen met de Herder', description: 'Vijf dagen over de zorg van de goede Herder.' },
  { language: 'es', title: 'Caminar con el Pastor', description: 'Cinco días sobre el cuidado del buen Pastor.' },
];

describe('seriesTextInEdition', () => {
  it("shows the series in the edition's language where it has a title and description there", () => {
    expect(seriesTextInEdition(shepherd, titles, 'nl')).toEqual({
      title: 'Wandelen met de Herder',
      titleLanguage: 'nl',
      description: 'Vijf dagen over de zorg van de goede Herder.',
      descriptionLanguage: 'nl',
    });
    expect(seriesTextInEdition(shepherd, titles, 'es').title).toBe('Caminar con el Pastor');
  });

  it('keeps the English title and description, marked as English, where the edition has none yet', () => {
    expect(seriesTextInEdition(shepherd, [titles[1]!], 'nl')).toEqual({ ...shepherd, titleLanguage: 'en', descriptionLanguage: 'en' });
    expect(seriesTextInEdition(shepherd, [{ language: 'nl', title: '  ', description: '' }], 'nl').titleLanguage).toBe('en');
  });

  it('falls back on the English description alone where the edition has only a title', () => {
    const text = seriesTextInEdition(shepherd, [{ language: 'nl', title: 'Wandelen met de Herder', description: ' ' }], 'nl');
    expect(text).toMatchObject({ title: 'Wandelen met de Herder', titleLanguage: 'nl', description: shepherd.description, descriptionLanguage: 'en' });
  });

  it('shows the English series in the English edition, whatever the other editions call it', () => {
    expect(seriesTextInEdition(shepherd, titles, 'en')).toEqual({ ...shepherd, titleLanguage: 'en', descriptionLanguage: 'en' });
  });
});
