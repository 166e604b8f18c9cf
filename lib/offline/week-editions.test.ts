import { describe, expect, it } from 'vitest';
import { editionOfWeekList, weekEditions } from './week-editions.ts';

describe('editionOfWeekList', () => {
  it("names the edition of each edition's week list, and nothing for another path", () => {
    expect(editionOfWeekList('/offline/week.json')).toBe('en');
    expect(editionOfWeekList('/nl/offline/week.json')).toBe('nl');
    expect(editionOfWeekList('/es/offline/week.json')).toBe('es');
    expect(editionOfWeekList('/fr/offline/week.json')).toBeNull();
    expect(editionOfWeekList('/nl/offline/')).toBeNull();
  });
});

describe('weekEditions', () => {
  it('keeps the week of the edition a Dutch reader has open, not the English one', () => {
    expect(weekEditions(['/nl/devotional/abc/'], [])).toEqual(['nl']);
    expect(weekEditions(['/nl'], [])).toEqual(['nl']);
  });

  it("adds the weeks the previous worker kept, in the site's order, once each", () => {
    expect(weekEditions(['/es/', '/es/archive/'], ['/offline/week.json', '/nl/offline/week.json'])).toEqual(['en', 'nl', 'es']);
  });

  it('keeps the English week when no page is open and nothing was kept', () => {
    expect(weekEditions([], [])).toEqual(['en']);
    expect(weekEditions([], ['/devotional/abc/'])).toEqual(['en']);
  });

  it('reads an English page as English, even one whose first segment is two letters', () => {
    expect(weekEditions(['/', '/fr/'], [])).toEqual(['en']);
  });
});
