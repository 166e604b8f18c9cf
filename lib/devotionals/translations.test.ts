import { describe, expect, it } from 'vitest';
import type { DevotionalFormValues } from './edit-form.ts';
import {
  dayTranslations,
  memoryVerseReference,
  missingLanguages,
  translationSaveArgs,
  translationSlug,
  translationSource,
  translationTitle,
  translationValues,
} from './translations.ts';

const original: DevotionalFormValues & { id: string } = {
  id: 'orig-1',
  title: 'The Good Shepherd',
  slug: 'the-good-shepherd',
  date: '2026-12-24',
  status: 'published',
  language: 'en',
  biblical_passage: 'John 10:11-18',
  scripture_text: '11 I am the good shepherd: the good shepherd giveth his life for the sheep.',
  memory_verse: 'I am the good shepherd. (John 10:11)',
  main_character: 'Jesus',
  key_doctrine: 'Substitutionary atonement',
  focus: 'He lays down his life',
  biblical_context: 'Jesus speaks after healing a blind man.',
  transcript: 'A long story.',
  prayer_suggestion: 'Lord, keep us.',
  discussion_questions_text: 'Who is the shepherd?',
  reading_time: 4,
  tag_ids: ['tag-a', 'tag-b'],
  series_id: 'series-1',
  references: [{ confession_id: 'hc', section_id: 'q1', reference_type: 'primary', context_snippet: 'Only comfort' }],
  audio_url_male: 'https://example.org/a.mp3',
  audio_url_female: 'https://example.org/b.mp3',
  image_url: 'https://example.org/c.png',
};

const dutchScripture = {
  scripture_text: '11 Ik ben de goede Herder; de goede herder stelt zijn leven voor de schapen.',
  memory_verse: 'Ik ben de goede Herder. (Johannes 10:11)',
};

describe('missingLanguages', () => {
  it('lists the editions a group lacks, in the editions’ order', () => {
    expect(missingLanguages(['en'])).toEqual(['nl', 'es', 'pt']);
    expect(missingLanguages(['es', 'en'])).toEqual(['nl', 'pt']);
    expect(missingLanguages(['en', 'nl', 'es'])).toEqual(['pt']);
    expect(missingLanguages(['pt', 'en', 'nl', 'es'])).toEqual([]);
  });
});

describe('translationTitle', () => {
  it('marks the title with the language, replacing an earlier mark, within 200 characters', () => {
    expect(translationTitle('The Good Shepherd', 'nl')).toBe('[NL] The Good Shepherd');
    expect(translationTitle('[NL] The Good Shepherd', 'es')).toBe('[ES] The Good Shepherd');
    expect(translationTitle('x'.repeat(200), 'nl')).toHaveLength(200);
  });
});

describe('translationSlug', () => {
  it('adds the language to the original’s slug, or replaces the language it ends in', () => {
    expect(translationSlug('the-good-shepherd', 'nl', 'abc')).toBe('the-good-shepherd-nl');
    expect(translationSlug('the-good-shepherd-nl', 'es', 'abc')).toBe('the-good-shepherd-es');
    expect(translationSlug('the-good-shepherd-pt', 'nl', 'abc')).toBe('the-good-shepherd-nl');
  });
  it('adds a mark from the new id when asked, and stays a valid slug within 250 characters', () => {
    expect(translationSlug('the-good-shepherd', 'es', '3F2A9C10-0000', true)).toBe('the-good-shepherd-es-3f2a9c');
    const long = translationSlug(`${'a'.repeat(240)}-b`, 'nl', '3f2a9c10', true);
    expect(long.length).toBeLessThanOrEqual(250);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('memoryVerseReference', () => {
  it('reads the reference of a stored memory verse', () => {
    expect(memoryVerseReference('I am the good shepherd. (John 10:11)')).toBe('John 10:11');
    expect(memoryVerseReference('Psalm 23:1')).toBe('Psalm 23:1');
    expect(memoryVerseReference('1 John 4:19')).toBe('1 John 4:19');
    expect(memoryVerseReference('Words without a reference.')).toBeNull();
    expect(memoryVerseReference('')).toBeNull();
  });
});

describe('translationValues', () => {
  const values = translationValues(original, 'nl', 'new-1', dutchScripture);

  it('copies the day, references, themes, series, tags and confessional references', () => {
    expect(values).toMatchObject({
      id: 'new-1',
      language: 'nl',
      date: '2026-12-24',
      biblical_passage: 'John 10:11-18',
      main_character: 'Jesus',
      key_doctrine: 'Substitutionary atonement',
      series_id: 'series-1',
      tag_ids: ['tag-a', 'tag-b'],
      references: original.references,
    });
    expect(values.references).not.toBe(original.references);
  });

  it('is a draft with the edition’s Scripture, a marked title and its own slug', () => {
    expect(values).toMatchObject({ status: 'draft', title: '[NL] The Good Shepherd', slug: 'the-good-shepherd-nl', ...dutchScripture });
  });

  it('leaves the writing and the media to the translator', () => {
    for (const field of ['focus', 'biblical_context', 'transcript', 'prayer_suggestion', 'discussion_questions_text', 'audio_url_male', 'image_url'] as const) {
      expect(values[field]).toBe('');
    }
  });

  it('saves in the original’s translation group and language', () => {
    const args = translationSaveArgs(values, 'group-1');
    expect(args.devotional).toMatchObject({ id: 'new-1', language: 'nl', translation_group: 'group-1', status: 'draft', date: '2026-12-24' });
    expect(args.tag_ids).toEqual(['tag-a', 'tag-b']);
    expect(args.confession_references).toEqual([{ section_id: 'q1', reference_type: 'primary', context_snippet: 'Only comfort' }]);
    expect(args.expected_updated_at).toBeNull();
  });
});

describe('translationSource', () => {
  const members = [
    { id: 'es-1', language: 'es', title: 'El Buen Pastor', status: 'draft' },
    { id: 'nl-1', language: 'nl', title: 'De Goede Herder', status: 'draft' },
    { id: 'en-1', language: 'en', title: 'The Good Shepherd', status: 'published' },
  ];
  it('drafts from the English devotional, else the first other edition', () => {
    expect(translationSource(members, 'nl-1')?.id).toBe('en-1');
    expect(translationSource(members.slice(0, 2), 'es-1')?.id).toBe('nl-1');
    expect(translationSource([members[2]], 'en-1')).toBeNull();
  });
});

describe('dayTranslations', () => {
  const entry = (id: string, language: string, group: string, status = 'draft') => ({ id, title: id, language, status, translation_group: group });

  it('names the editions the English devotional’s group lacks', () => {
    expect(dayTranslations([entry('en-1', 'en', 'g1'), entry('nl-1', 'nl', 'g1')])).toEqual({ english: entry('en-1', 'en', 'g1'), missing: ['es', 'pt'] });
    expect(dayTranslations([entry('en-1', 'en', 'g1')]).missing).toEqual(['nl', 'es', 'pt']);
  });

  it('takes the published English devotional before a draft, and ignores another group’s translations', () => {
    const day = [entry('draft', 'en', 'g1'), entry('nl-1', 'nl', 'g1'), entry('pub', 'en', 'g2', 'published'), entry('es-2', 'es', 'g2')];
    expect(dayTranslations(day)).toEqual({ english: day[2], missing: ['nl', 'pt'] });
  });

  it('says nothing is missing on a day without an English devotional', () => {
    expect(dayTranslations([])).toEqual({ english: null, missing: [] });
    expect(dayTranslations([entry('nl-1', 'nl', 'g1')])).toEqual({ english: null, missing: [] });
  });
});
