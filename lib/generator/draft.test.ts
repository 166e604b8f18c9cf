import { describe, expect, it } from 'vitest';
import { draftSchema, draftTranscript, EMPTY_DRAFT, parseDraftReply, stripCodeFences, validateDraft, PARSE_FAILED_MESSAGE } from './draft.ts';

const good = {
  title: 'Joseph Forgives His Brothers',
  slug: 'joseph-forgives-his-brothers',
  introduction: 'One.\n\nTwo.\n\nThree.\n\nFour.',
  conflict: 'Trouble.\n\nMore trouble.',
  resolution: 'Rescue.\n\nJoy.',
  moral_lesson: 'God meant it for good.',
  discussion_questions: 'Why did Joseph weep?\nHow does God use evil for good?\nWhom must you forgive?',
  prayer: 'Lord, teach us to forgive. Amen.',
  memory_verse: 'But as for you, ye thought evil against me; but God meant it unto good. (Genesis 50:20)',
};

describe('stripCodeFences', () => {
  it('removes a json code fence', () => {
    expect(stripCodeFences('```json\n{"a":1}\n```')).toBe('{"a":1}');
  });
  it('removes a bare fence and prose around it', () => {
    expect(stripCodeFences('Here it is:\n```\n{"a":1}\n```\nEnjoy!')).toBe('{"a":1}');
  });
  it('leaves plain JSON alone and drops prose before the object', () => {
    expect(stripCodeFences('  {"a":1}  ')).toBe('{"a":1}');
    expect(stripCodeFences('Sure! {"a":1}')).toBe('{"a":1}');
  });
});

describe('parseDraftReply', () => {
  it('reads a fenced reply into the draft', () => {
    const result = parseDraftReply('```json\n' + JSON.stringify(good) + '\n```');
    expect(result).toEqual({ ok: true, draft: good });
  });

  it('joins paragraph and question lists and derives a missing slug from the title', () => {
    const result = parseDraftReply(
      JSON.stringify({ ...good, slug: undefined, introduction: ['One.', 'Two.'], discussionQuestions: ['A?', 'B?', 'C?'], discussion_questions: undefined }),
    );
    expect(result.ok && result.draft.introduction).toBe('One.\n\nTwo.');
    expect(result.ok && result.draft.discussion_questions).toBe('A?\nB?\nC?');
    expect(result.ok && result.draft.slug).toBe('joseph-forgives-his-brothers');
  });

  it('fails with the spec message on prose, arrays, missing fields and fields over their limits', () => {
    for (const reply of ['Once upon a time', '[1,2]', JSON.stringify({ ...good, prayer: '' }), JSON.stringify({ ...good, title: 'x'.repeat(201) })]) {
      const result = parseDraftReply(reply);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toBe(PARSE_FAILED_MESSAGE);
    }
  });
});

describe('validateDraft', () => {
  it('accepts a complete draft', () => {
    expect(validateDraft(good)).toEqual({});
  });
  it('names each field that is empty or too long', () => {
    const errors = validateDraft({ ...good, title: ' ', conflict: 'x'.repeat(4001), memory_verse: 'x'.repeat(501), slug: 'Not A Slug' });
    expect(errors).toEqual({
      title: 'Title is required',
      conflict: 'Conflict must be at most 4000 characters',
      memory_verse: 'Memory verse must be at most 500 characters',
      slug: 'Slug may contain only lowercase letters, numbers and single hyphens',
    });
  });
  it('allows each field exactly at its limit', () => {
    expect(validateDraft({ ...good, introduction: 'x'.repeat(5000), moral_lesson: 'x'.repeat(2000), prayer: 'x'.repeat(1000) })).toEqual({});
  });
});

describe('draftTranscript', () => {
  it('joins the four parts of the story as paragraphs', () => {
    expect(draftTranscript({ introduction: 'A.\n\nB.', conflict: ' C. ', resolution: 'D.', moral_lesson: 'E.' })).toBe('A.\n\nB.\n\nC.\n\nD.\n\nE.');
  });
});

describe('EMPTY_DRAFT', () => {
  it('holds every field of the draft, empty, so writing by hand asks for each one', () => {
    expect(Object.keys(EMPTY_DRAFT)).toEqual(Object.keys(draftSchema.shape));
    expect(Object.keys(validateDraft(EMPTY_DRAFT))).toEqual(Object.keys(draftSchema.shape));
  });
});
