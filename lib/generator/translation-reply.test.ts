import { describe, expect, it } from 'vitest';
import { PARSE_FAILED_MESSAGE } from './draft.ts';
import { parseTranslationReply } from './translation-reply.ts';

const answer = {
  title: 'De Goede Herder',
  focus: 'Hij geeft zijn leven',
  biblical_context: 'Jezus spreekt na de genezing van een blinde.',
  transcript: 'Lang geleden...\n\nHij vond het verloren schaap.',
  prayer_suggestion: 'Heere, bewaar ons. Amen.',
  discussion_questions: ['Wie is de herder?', '2. Wat geeft hij?'],
};

describe('parseTranslationReply', () => {
  it('reads a fenced reply into the edit form’s fields, questions one per line', () => {
    const result = parseTranslationReply('```json\n' + JSON.stringify(answer) + '\n```');
    expect(result).toEqual({
      ok: true,
      translation: {
        title: 'De Goede Herder',
        focus: 'Hij geeft zijn leven',
        biblical_context: 'Jezus spreekt na de genezing van een blinde.',
        transcript: 'Lang geleden...\n\nHij vond het verloren schaap.',
        prayer_suggestion: 'Heere, bewaar ons. Amen.',
        discussion_questions_text: 'Wie is de herder?\nWat geeft hij?',
      },
    });
  });

  it('takes questions as lines of text, and a missing optional field as empty', () => {
    const result = parseTranslationReply(JSON.stringify({ title: 'T', transcript: 'S', discussion_questions: 'Eén?\nTwee?' }));
    expect(result.ok && result.translation).toMatchObject({ focus: '', prayer_suggestion: '', discussion_questions_text: 'Eén?\nTwee?' });
  });

  it('refuses prose, a missing story and a field over the form’s limit', () => {
    expect(parseTranslationReply('Hier is de vertaling!')).toMatchObject({ ok: false, message: PARSE_FAILED_MESSAGE });
    expect(parseTranslationReply(JSON.stringify({ ...answer, transcript: ' ' }))).toMatchObject({ ok: false, detail: 'Transcript is required' });
    expect(parseTranslationReply(JSON.stringify({ ...answer, title: 'x'.repeat(201) }))).toMatchObject({
      ok: false,
      detail: 'Title must be at most 200 characters',
    });
  });
});
