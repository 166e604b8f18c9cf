import { describe, expect, it } from 'vitest';
import { toSaveArgs, validateDevotionalForm } from '../devotionals/edit-form.ts';
import { checkGeneratedDraft, generatedDevotionalValues } from './save.ts';

const input = {
  date: '2026-12-01',
  main_character: 'Ruth',
  key_doctrine: 'Providence',
  focus: 'Loyal love',
  biblical_passage: 'Ruth 1:16',
  scripture_text: '16 And Ruth said, Intreat me not to leave thee',
  biblical_context: 'The days of the judges.',
};
const draft = {
  title: 'Ruth Clings to Naomi',
  slug: 'ruth-clings-to-naomi',
  introduction: 'A.\n\nB.',
  conflict: 'C.',
  resolution: 'D.',
  moral_lesson: 'E.',
  discussion_questions: '1. Why did Ruth stay?\n2. Who is your people?',
  prayer: 'Lord, make us faithful. Amen.',
  memory_verse: 'thy people shall be my people, and thy God my God (Ruth 1:16)',
};

describe('generatedDevotionalValues', () => {
  const values = generatedDevotionalValues(input, draft);

  it('is a valid draft devotional for the edit form’s rules', () => {
    expect(validateDevotionalForm(values)).toEqual({});
    expect(values.status).toBe('draft');
  });

  it('saves the story as the transcript, the prayer as the prayer suggestion and the questions as a list', () => {
    const args = toSaveArgs('00000000-0000-4000-8000-000000000001', values, null);
    expect(args.devotional).toMatchObject({
      title: 'Ruth Clings to Naomi',
      slug: 'ruth-clings-to-naomi',
      date: '2026-12-01',
      status: 'draft',
      transcript: 'A.\n\nB.\n\nC.\n\nD.\n\nE.',
      prayer_suggestion: 'Lord, make us faithful. Amen.',
      discussion_questions: ['Why did Ruth stay?', 'Who is your people?'],
      main_character: 'Ruth',
      reading_time: 1,
    });
  });

  it('needs scripture text before it can be saved', () => {
    expect(validateDevotionalForm(generatedDevotionalValues({ ...input, scripture_text: '' }, draft)).scripture_text).toBe('Scripture text is required');
  });
});

describe('checkGeneratedDraft', () => {
  it('lets a complete draft be saved, as the devotional the edit form would save', () => {
    const check = checkGeneratedDraft(input, draft);
    expect(check).toMatchObject({ ok: true, inputErrors: {}, draftErrors: {} });
    expect(check.devotional).toEqual(generatedDevotionalValues(input, draft));
  });

  it("shows the edit form's need for scripture text on the input's field", () => {
    const check = checkGeneratedDraft({ ...input, scripture_text: '' }, draft);
    expect(check.ok).toBe(false);
    expect(check.inputErrors).toEqual({ scripture_text: 'Scripture text is required' });
    expect(check.draftErrors).toEqual({});
  });

  it("reports the draft's own fields and the input's", () => {
    const check = checkGeneratedDraft({ ...input, biblical_passage: '' }, { ...draft, title: ' ' });
    expect(check.ok).toBe(false);
    expect(check.inputErrors.biblical_passage).toBeTruthy();
    expect(check.draftErrors).toEqual({ title: 'Title is required' });
  });
});
