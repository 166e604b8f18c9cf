import { describe, expect, it } from 'vitest';
import { confessionKey, itemCollection, learnThisHref, parseItemKey, verseKey } from './item-key.ts';

const id = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('practice item keys', () => {
  it('names a devotional memory verse and a confession section', () => {
    expect(parseItemKey(verseKey(id.toUpperCase()))).toEqual({ kind: 'verse', devotionalId: id });
    expect(parseItemKey(confessionKey('westminster-shorter-catechism', 'question-1'))).toEqual({
      kind: 'confession',
      slug: 'westminster-shorter-catechism',
      section: 'question-1',
    });
  });

  it('refuses anything else', () => {
    for (const bad of ['verse:42', 'confession:wsc', 'confession:WSC:question-1', 'verse:' + id + ':x', '', 'hymn:x:y']) {
      expect(parseItemKey(bad)).toBeNull();
      expect(itemCollection(bad)).toBeNull();
    }
  });

  it('files each item under its collection and links to /practice to learn it', () => {
    expect(itemCollection(verseKey(id))).toBe('verses');
    expect(itemCollection(confessionKey('apostles-creed', 'line-2'))).toBe('apostles-creed');
    expect(learnThisHref(confessionKey('heidelberg-catechism', 'question-1'))).toBe('/practice/?learn=confession%3Aheidelberg-catechism%3Aquestion-1');
  });
});
