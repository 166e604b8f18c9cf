import { describe, expect, it } from 'vitest';
import { toSeriesWrite, validateSeriesForm } from './series-form.ts';

describe('series form', () => {
  it('keeps only the columns an admin writes, trimmed, with an order of 0 when blank', () => {
    expect(toSeriesWrite({ id: 'x', title: ' Psalms of Ascent ', slug: 'psalms-of-ascent', description: null, position: '', part_count: 7 })).toEqual({
      title: 'Psalms of Ascent',
      slug: 'psalms-of-ascent',
      description: '',
      position: 0,
    });
    expect(toSeriesWrite({ title: 'A', slug: 'a', description: ' Songs. ', position: '3' })).toMatchObject({ description: 'Songs.', position: 3 });
  });

  it('names each field that breaks a limit', () => {
    expect(validateSeriesForm({ title: '', slug: 'Bad Slug', position: -1 })).toEqual({
      title: 'Title is required',
      slug: 'Slug may contain only lowercase letters, numbers and single hyphens',
      position: 'Order must be a whole number of 0 or more',
    });
    expect(validateSeriesForm({ title: 'x'.repeat(201), slug: 'ok', description: 'y'.repeat(2001) })).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 2000 characters',
    });
    expect(validateSeriesForm({ title: 'Fine', slug: 'fine', position: 2 })).toEqual({});
  });

  it("keeps each edition's title and description, trimmed, and refuses a description without its title", () => {
    const values = {
      title: 'Walking with the Shepherd',
      slug: 'walking-with-the-shepherd',
      editions: { nl: { title: ' Wandelen met de Herder ', description: null }, es: { title: '', description: '' } },
    };
    expect(toSeriesWrite(values).editions).toEqual({ nl: { title: 'Wandelen met de Herder', description: '' }, es: { title: '', description: '' } });
    expect(validateSeriesForm({ ...values, editions: { es: { title: ' ', description: 'Cinco días.' } } })).toEqual({
      'editions.es.title': 'Give the Spanish title too, or leave the Spanish description empty',
    });
    expect(validateSeriesForm({ ...values, editions: { nl: { title: 'x'.repeat(201) } } })).toEqual({
      'editions.nl.title': 'The Dutch title must be at most 200 characters',
    });
  });
});
