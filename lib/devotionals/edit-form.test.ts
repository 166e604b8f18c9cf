import { describe, expect, it } from 'vitest';
import { effectiveReadingTime, toSaveArgs, validateDevotionalForm, type DevotionalFormValues } from './edit-form.ts';

const valid: DevotionalFormValues = {
  title: 'The Lord Who Provides',
  slug: 'the-lord-who-provides',
  date: '2026-11-27',
  biblical_passage: 'Genesis 22:1-14',
  scripture_text: 'And Abraham called the name of that place Jehovahjireh.',
  transcript: 'word '.repeat(401),
  status: 'draft',
  reading_time: '',
};

describe('validateDevotionalForm', () => {
  it('accepts a complete devotional', () => {
    expect(validateDevotionalForm(valid)).toEqual({});
  });

  it('names each required field that is missing', () => {
    const errors = validateDevotionalForm({ ...valid, title: '  ', slug: '', date: '', biblical_passage: '', scripture_text: '', transcript: '' });
    expect(errors).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      date: 'Date is required',
      biblical_passage: 'Biblical passage is required',
      scripture_text: 'Scripture text is required',
      transcript: 'Transcript is required',
    });
  });

  it('holds every field to its limit', () => {
    const errors = validateDevotionalForm({
      ...valid,
      title: 'x'.repeat(201),
      slug: 'a'.repeat(251),
      biblical_passage: 'x'.repeat(201),
      scripture_text: 'x'.repeat(4001),
      transcript: 'x'.repeat(15001),
      main_character: 'x'.repeat(501),
      key_doctrine: 'x'.repeat(501),
      focus: 'x'.repeat(501),
      biblical_context: 'x'.repeat(2001),
      prayer_suggestion: 'x'.repeat(1001),
      memory_verse: 'x'.repeat(501),
      discussion_questions_text: 'x'.repeat(1001),
    });
    expect(errors).toMatchObject({
      title: 'Title must be at most 200 characters',
      slug: 'Slug must be at most 250 characters',
      biblical_passage: 'Biblical passage must be at most 200 characters',
      scripture_text: 'Scripture text must be at most 4000 characters',
      transcript: 'Transcript must be at most 15000 characters',
      main_character: 'Main character must be at most 500 characters',
      key_doctrine: 'Key doctrine must be at most 500 characters',
      focus: 'Focus must be at most 500 characters',
      biblical_context: 'Biblical context must be at most 2000 characters',
      prayer_suggestion: 'Prayer suggestion must be at most 1000 characters',
      memory_verse: 'Memory verse must be at most 500 characters',
      discussion_questions_text: 'Discussion questions must be at most 1000 characters',
    });
    // Exactly at the limit is fine.
    expect(validateDevotionalForm({ ...valid, title: 'x'.repeat(200), memory_verse: 'x'.repeat(500) })).toEqual({});
  });

  it('refuses a slug the database would refuse, a reading time under 1, an unknown status', () => {
    expect(validateDevotionalForm({ ...valid, slug: 'Not A Slug' }).slug).toBe('Slug may contain only lowercase letters, numbers and single hyphens');
    expect(validateDevotionalForm({ ...valid, reading_time: 0 }).reading_time).toBe('Reading time must be a whole number of at least 1 minute');
    expect(validateDevotionalForm({ ...valid, reading_time: '2.5' }).reading_time).toBeDefined();
    expect(validateDevotionalForm({ ...valid, status: 'archived' }).status).toBe('Status must be published or draft');
  });
});

describe('effectiveReadingTime', () => {
  it('is words / 200 rounded up unless set', () => {
    expect(effectiveReadingTime('', 'word '.repeat(401))).toBe(3);
    expect(effectiveReadingTime(null, 'word '.repeat(200))).toBe(1);
    expect(effectiveReadingTime(7, 'word '.repeat(401))).toBe(7);
    expect(effectiveReadingTime('5', 'word')).toBe(5);
  });

  it('defaults to 3 minutes without a transcript', () => {
    expect(effectiveReadingTime('', '')).toBe(3);
  });
});

describe('toSaveArgs', () => {
  it('trims, turns blanks into null, splits the questions and computes the reading time', () => {
    const args = toSaveArgs(
      'id-1',
      { ...valid, focus: '  ', memory_verse: ' Gen 22:14 ', discussion_questions_text: 'One?, Two?' },
      '2026-11-26T05:00:00.123456+00:00',
    );
    expect(args.devotional).toMatchObject({ id: 'id-1', focus: null, memory_verse: 'Gen 22:14', discussion_questions: ['One?', 'Two?'], reading_time: 3 });
    expect(args.expected_updated_at).toBe('2026-11-26T05:00:00.123456+00:00');
  });

  it('keeps the card cover only with a cover, and leaves it alone when the form does not carry it', () => {
    const card = 'https://x.supabase.co/storage/v1/object/public/devotional-images/id-1/cover-card-1.png';
    const cover = 'https://x.supabase.co/storage/v1/object/public/devotional-images/id-1/cover-1.png';
    expect(toSaveArgs('id-1', { ...valid, image_url: cover, card_image_url: card }, null).devotional.card_image_url).toBe(card);
    expect(toSaveArgs('id-1', { ...valid, image_url: cover, card_image_url: null }, null).devotional.card_image_url).toBeNull();
    expect(toSaveArgs('id-1', { ...valid, image_url: '', card_image_url: card }, null).devotional.card_image_url).toBeNull();
    expect(toSaveArgs('id-1', { ...valid, image_url: cover }, null).devotional).not.toHaveProperty('card_image_url');
  });

  it('saves the chosen series, none for an empty choice, and leaves it alone when the form does not carry it', () => {
    expect(toSaveArgs('id-1', { ...valid, series_id: 'series-1' }, null).devotional.series_id).toBe('series-1');
    expect(toSaveArgs('id-1', { ...valid, series_id: '' }, null).devotional.series_id).toBeNull();
    expect(toSaveArgs('id-1', { ...valid, series_id: null }, null).devotional.series_id).toBeNull();
    expect(toSaveArgs('id-1', valid, null).devotional).not.toHaveProperty('series_id');
  });

  it('carries the language when the form has it, and leaves the stored one alone when it does not', () => {
    expect(toSaveArgs('id-1', { ...valid, language: 'nl' }, null).devotional.language).toBe('nl');
    expect(toSaveArgs('id-1', valid, null).devotional).not.toHaveProperty('language');
    expect(toSaveArgs('id-1', { ...valid, language: 'nl' }, null).devotional).not.toHaveProperty('translation_group');
  });

  it('saves a reference only when both a confession and a section are chosen', () => {
    const args = toSaveArgs(
      'id-1',
      {
        ...valid,
        references: [
          { confession_id: 'c1', section_id: 's1', reference_type: 'secondary', context_snippet: ' why ' },
          { confession_id: 'c1', section_id: null, reference_type: 'primary' },
          { confession_id: null, section_id: 's2', reference_type: 'primary' },
        ],
      },
      null,
    );
    expect(args.confession_references).toEqual([{ section_id: 's1', reference_type: 'secondary', context_snippet: 'why' }]);
  });

  it('records uploaded media as manual uploads and drops duplicate tags', () => {
    const args = toSaveArgs('id-1', { ...valid, image_url: 'https://x/img.png', tag_ids: ['a', 'b', 'a'] }, null);
    expect(args.devotional).toMatchObject({ image_source_type: 'manual_upload', audio_source_type: null, audio_url_male: null });
    expect(args.tag_ids).toEqual(['a', 'b']);
  });
});
