import { referenceIn } from '@lib/scripture/book-names.ts';
import { verseLabel, type PassageVerse } from '@lib/scripture/passage.ts';
import { bibleCredit, TRANSLATIONS, type TranslationId } from '@lib/scripture/translations.ts';
import Section from './Section.tsx';
import Translations from './Translations.tsx';
import { ENGLISH_WORDS, type DevotionalWords } from './words.ts';

interface ScripturePassageProps {
  passage: string;
  /** The stored KJV: one verse per line with its number, as the seed and the editor store it. */
  text: string;
  /** The BSB's verses, resolved by the build; the passage is then shown in the reader's translation. */
  bsb?: PassageVerse[] | null;
  words?: DevotionalWords;
  /**
   * A Dutch or Spanish page: `text` is in its own Bible (`own`), and `kjv` is the KJV of the English original, so
   * the reader may switch to it or to the BSB.
   */
  own?: { id: string; abbreviation: string };
  kjv?: string | null;
}

interface ShownVerse {
  number: string | null;
  words: string;
  omitted?: boolean;
}

const numberClass = 'mr-0.5 font-sans text-xs font-semibold text-stone-500 dark:text-stone-400';

function storedVerses(text: string): ShownVerse[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(\d+(?::\d+)?)\s+(.*)$/.exec(line);
      return m ? { number: m[1], words: m[2] } : { number: null, words: line };
    });
}

/** The BSB's verses; an omitted verse shows the note, in the page's language (`note`). */
const resolvedVerses = (verses: PassageVerse[], note: string): ShownVerse[] =>
  verses.map((v) => ({ number: verseLabel(v, verses[0]), words: v.omitted ? note : v.text, omitted: v.omitted }));

function Passage({ passage, translation, verses, abbreviation }: { passage: string; translation: string; verses: ShownVerse[]; abbreviation?: string }) {
  return (
    <>
      <p className="font-semibold text-brand-700 dark:text-brand-100">
        {passage}{' '}
        <span className="font-normal text-stone-500 dark:text-stone-400">({abbreviation ?? TRANSLATIONS[translation as TranslationId].abbreviation})</span>
      </p>
      <div className="scripture-text reading-text mt-3 space-y-1" data-testid={translation === 'kjv' ? 'scripture-text' : `scripture-text-${translation}`}>
        {verses.map((verse, i) => (
          <p key={i}>
            {verse.number && <sup className={numberClass}>{verse.number}</sup>}
            {verse.number ? ' ' : ''}
            {verse.omitted ? <span className="font-sans text-sm italic text-stone-600 dark:text-stone-400">{verse.words}</span> : verse.words}
          </p>
        ))}
      </div>
      {bibleCredit(translation) && (
        <p className="mt-3 font-sans text-xs text-stone-500 [overflow-wrap:anywhere] dark:text-stone-400" data-testid="bible-credit">
          {bibleCredit(translation)}
        </p>
      )}
    </>
  );
}

/** The Scripture Passage: the stored KJV, and beside it the BSB when the build resolved it; the reader's choice shows. */
export default function ScripturePassage({ passage: written, text, bsb, words = ENGLISH_WORDS, own, kjv: kjvText }: ScripturePassageProps) {
  // The reference is stored in English; a Dutch or Spanish page names the book in its language.
  const passage = referenceIn(words.locale, written);
  if (own) {
    const stored = <Passage passage={passage} translation={own.id} abbreviation={own.abbreviation} verses={storedVerses(text)} />;
    const english = kjvText ? <Passage passage={passage} translation="kjv" verses={storedVerses(kjvText)} /> : null;
    const bsbPassage = bsb?.length ? <Passage passage={passage} translation="bsb" verses={resolvedVerses(bsb, words('devotional.omittedVerse'))} /> : null;
    return (
      <Section id="scripture-passage" title={words('devotional.scriptureTitle')}>
        {english || bsbPassage ? <Translations own={{ id: own.id, text: stored }} kjv={english} bsb={bsbPassage} /> : stored}
      </Section>
    );
  }
  const kjv = <Passage passage={passage} translation="kjv" verses={storedVerses(text)} />;
  return (
    <Section id="scripture-passage" title={words('devotional.scriptureTitle')}>
      {bsb?.length ? (
        <Translations kjv={kjv} bsb={<Passage passage={passage} translation="bsb" verses={resolvedVerses(bsb, words('devotional.omittedVerse'))} />} />
      ) : (
        kjv
      )}
    </Section>
  );
}
