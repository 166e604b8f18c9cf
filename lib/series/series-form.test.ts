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
});
