import { describe, expect, it } from 'vitest';
import { suggestTags } from './suggest.ts';

const tag = (name: string, slug = name.toLowerCase().replace(/\s+/g, '-')) => ({ id: slug, name, slug });
const TAGS = [tag('Grace'), tag('Providence of God'), tag('Sin'), tag('Covenant'), tag('Faith'), tag('Holy Spirit'), tag('Prayer'), tag('Old Testament', 'ot')];

const names = (found: { name: string }[]) => found.map((t) => t.name);

describe('suggestTags', () => {
  it('suggests a tag whose name appears in the doctrine, focus or character text', () => {
    expect(names(suggestTags(TAGS, { keyDoctrine: 'Salvation by grace alone' }))).toEqual(['Grace']);
    expect(names(suggestTags(TAGS, { focus: 'Trusting the Holy Spirit in trials' }))).toEqual(['Holy Spirit']);
    expect(names(suggestTags(TAGS, { mainCharacter: 'Hannah at prayer in Shiloh' }))).toEqual(['Prayer']);
  });

  it('suggests a short name only as a whole word of the text, never inside another word', () => {
    expect(names(suggestTags(TAGS, { keyDoctrine: 'Original sin' }))).toEqual(['Sin']);
    expect(names(suggestTags(TAGS, { focus: 'Sinai and the single-hearted' }))).toEqual([]);
  });

  it('suggests a tag when one of its words longer than three letters appears', () => {
    expect(names(suggestTags(TAGS, { focus: "God's providence over Joseph" }))).toEqual(['Providence of God']);
    expect(names(suggestTags(TAGS, { keyDoctrine: 'Spirit and Word' }))).toEqual(['Holy Spirit']);
  });

  it('does not suggest from a word of three letters or fewer', () => {
    // "God" belongs to "Providence of God", "Old" to "Old Testament": too common to suggest on their own.
    expect(names(suggestTags(TAGS, { focus: 'God is with the old and the young' }))).toEqual([]);
  });

  it('matches by slug, ignores case and accents, and treats a plural as its singular', () => {
    expect(names(suggestTags(TAGS, { focus: 'Stories from the OT' }))).toEqual(['Old Testament']);
    expect(names(suggestTags(TAGS, { keyDoctrine: 'The COVENANTS of promise' }))).toEqual(['Covenant']);
    expect(names(suggestTags([tag('Noël')], { focus: 'a noel carol' }))).toEqual(['Noël']);
  });

  it('keeps the given order and suggests nothing for empty text', () => {
    expect(names(suggestTags(TAGS, { keyDoctrine: 'Faith', focus: 'Grace' }))).toEqual(['Grace', 'Faith']);
    expect(suggestTags(TAGS, { keyDoctrine: '', focus: null })).toEqual([]);
  });
});
