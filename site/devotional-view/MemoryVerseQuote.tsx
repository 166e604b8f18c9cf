import { splitMemoryVerse } from '@lib/covers/verse-card.ts';

/** The memory verse's words, then its reference. */
export default function MemoryVerseQuote({ verse }: { verse: string }) {
  const { words, reference } = splitMemoryVerse(verse);
  return (
    <blockquote className="text-center">
      <p className="font-serif text-xl leading-relaxed text-stone-900 dark:text-stone-50">{words}</p>
      {reference && (
        <footer className="mt-3 font-semibold text-brand-700 dark:text-brand-100">
          <cite className="not-italic">{reference}</cite>
        </footer>
      )}
    </blockquote>
  );
}
