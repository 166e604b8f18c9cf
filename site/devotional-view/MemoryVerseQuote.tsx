import { splitMemoryVerse } from '@lib/covers/verse-card.ts';
import { TRANSLATIONS, type TranslationId } from '@lib/scripture/translations.ts';

/** The memory verse's words, then its reference (and, where the page offers both translations, which one this is). */
export default function MemoryVerseQuote({ verse, translation, abbreviation }: { verse: string; translation?: TranslationId; abbreviation?: string }) {
  const { words, reference } = splitMemoryVerse(verse);
  return (
    <blockquote className="text-center">
      <p className="font-serif text-xl leading-relaxed text-stone-900 dark:text-stone-50">{words}</p>
      {reference && (
        <footer className="mt-3 font-semibold text-brand-700 dark:text-brand-100">
          <cite className="not-italic">{reference}</cite>
          {(abbreviation || translation) && (
            <span className="font-normal text-stone-500 dark:text-stone-400"> ({abbreviation ?? TRANSLATIONS[translation!].abbreviation})</span>
          )}
        </footer>
      )}
    </blockquote>
  );
}
