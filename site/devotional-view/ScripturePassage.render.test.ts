// The passage as the built page ships it: the stored KJV alone, or both translations with the BSB's own numbering,
// an omitted verse said in place, and each text named by its translation.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OMITTED_VERSE_NOTE } from '@lib/scripture/translations.ts';
import ScripturePassage from './ScripturePassage.tsx';

const kjv = '3 For there went down...\n4 For an angel went down at a certain season into the pool, and troubled the water.\n5 And a certain man was there.';
const render = (bsb?: Parameters<typeof ScripturePassage>[0]['bsb']) =>
  renderToStaticMarkup(createElement(ScripturePassage, { passage: 'John 5:3-5', text: kjv, bsb }));

describe('ScripturePassage markup', () => {
  it('shows the KJV alone when the build has no BSB for the passage', () => {
    const html = render(null);
    expect(html).toContain('John 5:3-5 <span class="font-normal text-stone-500 dark:text-stone-400">(KJV)</span>');
    expect(html).not.toContain('data-translations');
    expect(html).not.toContain('(BSB)');
  });

  it('carries both, the BSB keeping the omitted verse’s number with a note instead of its words', () => {
    const html = render([
      { chapter: 5, verse: 3, text: 'On these lay a great number of the sick.' },
      { chapter: 5, verse: 4, text: '', omitted: true },
      { chapter: 5, verse: 5, text: 'One man there had been an invalid for thirty-eight years.' },
    ]);
    expect(html).toMatch(/<div data-translations="">\s*<div data-translation-text="kjv">.*\(KJV\).*<\/div>\s*<div data-translation-text="bsb">.*\(BSB\)/s);
    const bsb = html.slice(html.indexOf('data-translation-text="bsb"'));
    expect(bsb).toMatch(new RegExp(`<sup[^>]*>4</sup> <span[^>]*>${OMITTED_VERSE_NOTE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</span>`));
    expect(bsb.match(/<sup/g)).toHaveLength(3);
  });

  it('numbers a verse of the next chapter with its chapter', () => {
    const html = render([
      { chapter: 7, verse: 53, text: 'Then each went to his own home.' },
      { chapter: 8, verse: 1, text: 'But Jesus went to the Mount of Olives.' },
    ]);
    expect(html).toMatch(/<sup[^>]*>53<\/sup> Then each/);
    expect(html).toMatch(/<sup[^>]*>8:1<\/sup> But Jesus/);
  });
});
