import { describe, expect, it } from 'vitest';
import { buildDevotionalPrompt } from './prompt.ts';

const input = {
  date: '2026-12-01',
  main_character: 'Daniel in the lions’ den',
  key_doctrine: 'Providence',
  focus: 'Faithfulness under pressure',
  biblical_passage: 'Daniel 6:16-23',
  scripture_text: '16 Then the king commanded...',
  biblical_context: 'Babylon under Darius.',
};

describe('buildDevotionalPrompt', () => {
  const prompt = buildDevotionalPrompt(input);

  it('carries every input the admin gave', () => {
    for (const value of Object.values(input)) expect(prompt).toContain(value);
  });

  it('asks for the story shape', () => {
    expect(prompt).toContain('1000-1200 words');
    expect(prompt).toContain('introduction: 4-6 paragraphs');
    expect(prompt).toContain('conflict: 2-3 paragraphs');
    expect(prompt).toContain('resolution: 2-3 paragraphs');
    expect(prompt).toContain('moral_lesson: 1 paragraph');
    expect(prompt).toContain('3-5 discussion questions');
  });

  it('asks for one JSON object with the draft’s fields', () => {
    for (const field of ['title', 'slug', 'introduction', 'conflict', 'resolution', 'moral_lesson', 'discussion_questions', 'prayer', 'memory_verse']) {
      expect(prompt).toContain(`"${field}"`);
    }
    expect(prompt).toMatch(/one JSON object/);
  });

  it('says when scripture text was left empty', () => {
    expect(buildDevotionalPrompt({ ...input, scripture_text: '' })).toContain('Scripture text (KJV): (not given)');
  });
});
