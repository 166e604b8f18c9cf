import { describe, expect, it } from 'vitest';
import { buildTranslationPrompt, SOURCE_MARKER, TRANSLATE_INTO } from './translation-prompt.ts';

const source = {
  title: 'The Good Shepherd',
  focus: 'He lays down his life',
  biblical_context: null,
  transcript: 'Long ago a shepherd...\n\nHe found the lost sheep.',
  prayer_suggestion: 'Lord, keep us. Amen.',
  discussion_questions: ['Who is the shepherd?', '  ', 'What does he give?'],
};

describe('buildTranslationPrompt', () => {
  it('names the language and the edition’s Bible', () => {
    const dutch = buildTranslationPrompt(source, 'nl');
    expect(dutch).toContain(`${TRANSLATE_INTO} Dutch (nl)`);
    expect(dutch).toContain('Statenvertaling');
    const spanish = buildTranslationPrompt(source, 'es');
    expect(spanish).toContain(`${TRANSLATE_INTO} Spanish (es)`);
    expect(spanish).toContain('Reina-Valera 1909');
  });

  it('carries the original’s fields as JSON after the marker, empty ones empty', () => {
    const prompt = buildTranslationPrompt(source, 'nl');
    const json = prompt.slice(prompt.indexOf(SOURCE_MARKER) + SOURCE_MARKER.length, prompt.indexOf('\n\nAnswer with'));
    expect(JSON.parse(json)).toEqual({
      title: 'The Good Shepherd',
      focus: 'He lays down his life',
      biblical_context: '',
      transcript: 'Long ago a shepherd...\n\nHe found the lost sheep.',
      prayer_suggestion: 'Lord, keep us. Amen.',
      discussion_questions: ['Who is the shepherd?', 'What does he give?'],
    });
  });

  it('stays within the generate-devotional function’s 20,000-character prompt for a full-length story', () => {
    expect(buildTranslationPrompt({ ...source, transcript: 'w '.repeat(4000) }, 'es').length).toBeLessThan(20_000);
  });
});
