import { describe, expect, it } from 'vitest';
import { sortByEditionName, tagInEdition, tagPagePath } from './edition-names.ts';

const covenant = { slug: 'covenant', name: 'Covenant' };
const names = [
  { language: 'nl', name: 'Verbond' },
  { language: 'es', name: 'Pacto' },
];

describe('tagInEdition', () => {
  it("names a tag in the edition's language where it has a name there", () => {
    expect(tagInEdition(covenant, names, 'nl')).toEqual({ slug: 'covenant', name: 'Verbond', language: 'nl' });
    expect(tagInEdition(covenant, names, 'es')).toEqual({ slug: 'covenant', name: 'Pacto', language: 'es' });
  });

  it('keeps the English name, marked as English, where the edition has none yet', () => {
    expect(tagInEdition(covenant, [{ language: 'es', name: 'Pacto' }], 'nl')).toEqual({ slug: 'covenant', name: 'Covenant', language: 'en' });
    expect(tagInEdition(covenant, [{ language: 'nl', name: '   ' }], 'nl').language).toBe('en');
  });

  it('names a tag in English in the English edition, whatever the other editions call it', () => {
    expect(tagInEdition(covenant, names, 'en')).toEqual({ slug: 'covenant', name: 'Covenant', language: 'en' });
  });

  it('keeps the English slug in every edition', () => {
    expect(tagInEdition({ slug: 'gods-word', name: "God's Word" }, [{ language: 'nl', name: 'Gods Woord' }], 'nl').slug).toBe('gods-word');
    expect(tagPagePath('gods-word')).toBe('/tags/gods-word/');
  });
});

describe('sortByEditionName', () => {
  it("orders by the names the edition shows, in the edition's alphabet", () => {
    const tags = [{ name: 'Verbond' }, { name: 'aanbidding' }, { name: 'Genade' }];
    expect(sortByEditionName(tags, 'nl').map((t) => t.name)).toEqual(['aanbidding', 'Genade', 'Verbond']);
    const spanish = [{ name: 'Oración' }, { name: 'Obediencia' }, { name: 'Ñandú' }, { name: 'Nada' }];
    expect(sortByEditionName(spanish, 'es').map((t) => t.name)).toEqual(['Nada', 'Ñandú', 'Obediencia', 'Oración']);
  });
});
