import { describe, expect, it } from 'vitest';
import { markdownForSpeech, narrationScript, narrationSourceOf, scriptureForSpeech, wordCount } from './script.ts';

const source = {
  title: 'The Good Shepherd',
  biblicalPassage: 'John 10:11-14',
  scriptureText: '11 I am the good shepherd: the good shepherd giveth his life for the sheep.\n12 But he that is an hireling…',
  transcript: '## A shepherd\n\nDavid knew *sheep*. Read [Psalm 23:1](https://example.org).\n\n> The LORD is my shepherd.',
  prayer: 'Lord Jesus, keep us',
};

describe('narrationScript', () => {
  it('states the title and the passage first, then scripture, devotional and prayer, in that order', () => {
    const script = narrationScript(source);
    const order = [
      'The Good Shepherd.',
      'A reading from John chapter 10, verses 11 to 14.',
      'I am the good shepherd',
      'David knew sheep',
      'Let us pray.',
      'Lord Jesus, keep us.',
    ];
    const positions = order.map((p) => script.indexOf(p));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(script.startsWith('The Good Shepherd.')).toBe(true);
  });
  it('reads references naturally and drops Markdown and verse numbers', () => {
    const script = narrationScript(source);
    expect(script).toContain('Read Psalm 23, verse 1.');
    expect(script).not.toMatch(/[#*>[\]]|https?:/);
    expect(script).not.toMatch(/^1[12] /m);
  });
  it('leaves the prayer out when there is none', () => {
    expect(narrationScript({ ...source, prayer: '' })).not.toContain('Let us pray');
  });
});

describe('parts', () => {
  it('strips verse numbers', () => {
    expect(scriptureForSpeech('1 In the beginning\n2 And the earth')).toBe('In the beginning\nAnd the earth');
  });
  it('strips Markdown', () => {
    expect(markdownForSpeech('# Title\n- **bold** and _it_\n---')).toBe('Title\nbold and it');
  });
  it('counts words', () => {
    expect(wordCount('The LORD is my shepherd; I shall not want. — 23')).toBe(10);
  });
});

describe('narrationSourceOf', () => {
  it("reads a stored row's columns into the script's parts, the prayer included", () => {
    const row = {
      title: source.title,
      biblical_passage: source.biblicalPassage,
      scripture_text: source.scriptureText,
      transcript: source.transcript,
      prayer_suggestion: source.prayer,
    };
    expect(narrationScript(narrationSourceOf(row))).toBe(narrationScript(source));
    expect(narrationScript(narrationSourceOf({ ...row, prayer_suggestion: null }))).not.toContain('Let us pray');
  });
});
