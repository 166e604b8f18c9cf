import type { ReactNode } from 'react';
import Section from './Section.tsx';
import MemoryVerseQuote from './MemoryVerseQuote.tsx';
import Translations from './Translations.tsx';
import { splitMemoryVerse, verseCardSvg } from '@lib/covers/verse-card.ts';
import { ENGLISH_WORDS, type DevotionalWords } from './words.ts';

const action =
  'inline-flex items-center rounded-full px-4 py-2 text-sm font-medium text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:text-brand-100 dark:ring-slate-600 dark:hover:bg-slate-800 print:hidden';

/** The classes of the verse card's actions, for the share button the public page hydrates beside "Download". */
export const VERSE_CARD_ACTION_CLASS = action;

interface MemoryVerseProps {
  verse: string;
  /** The BSB's words for the same reference ("words (Reference)"), resolved by the build; shown by the reader's choice. */
  bsb?: string | null;
  /**
   * The public page: the square verse card drawn at build time (pages/devotional/[id]/verse-card.png.ts), offered
   * to download, with `share` (the VerseCardShare island) beside it.
   */
  cardPath?: string;
  /** The BSB's "Download verse card" (the VerseCardDownload island, which draws it), shown instead for BSB readers. */
  bsbDownload?: ReactNode;
  share?: ReactNode;
  /** The preview: the verse card itself, drawn here from the verse and the doctrine (no file to share yet). */
  showCard?: { doctrine: string | null };
  /** The public page: "Learn this verse", a plain link to /practice that adds it (no practice JavaScript here). */
  learnHref?: string;
  words?: DevotionalWords;
  /** A Dutch or Spanish page: `verse` is in its own Bible, `kjv` the English original's (ScripturePassage's twin). */
  own?: { id: string; abbreviation: string };
  kjv?: string | null;
}

/** The Memory Verse section: the verse's words, then its reference, and its verse card. */
export default function MemoryVerse({ verse, bsb, cardPath, bsbDownload, share, showCard, learnHref, words = ENGLISH_WORDS, own, kjv }: MemoryVerseProps) {
  const { reference } = splitMemoryVerse(verse);
  const download = (path: string) => (
    <a href={path} download="verse-card.png" className={action}>
      {words('devotional.downloadCard')}
    </a>
  );
  return (
    <Section id="memory-verse" title={words('devotional.memoryTitle')} tone="highlight">
      {own && (kjv || bsb) ? (
        <Translations
          own={{ id: own.id, text: <MemoryVerseQuote verse={verse} abbreviation={own.abbreviation} /> }}
          kjv={kjv ? <MemoryVerseQuote verse={kjv} translation="kjv" /> : null}
          bsb={bsb ? <MemoryVerseQuote verse={bsb} translation="bsb" /> : null}
        />
      ) : bsb && !own ? (
        <Translations kjv={<MemoryVerseQuote verse={verse} translation="kjv" />} bsb={<MemoryVerseQuote verse={bsb} translation="bsb" />} />
      ) : (
        <MemoryVerseQuote verse={verse} />
      )}
      {learnHref && (
        <p className="mt-3 text-center print:hidden">
          <a
            href={learnHref}
            data-testid="learn-this"
            data-pagefind-ignore
            className="rounded text-sm text-stone-600 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-brand-100"
          >
            {words('devotional.learnThis')}
          </a>
        </p>
      )}
      {showCard && (
        <figure className="mx-auto mt-4 max-w-sm">
          <div
            role="img"
            aria-label={words('devotional.verseCard', { reference: reference ?? words('devotional.memoryVerse') })}
            data-testid="verse-card"
            className="overflow-hidden rounded-lg [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: verseCardSvg({ memoryVerse: verse, doctrine: showCard.doctrine ?? '' }) }}
          />
        </figure>
      )}
      {cardPath && (
        <div className="mt-4 flex flex-wrap justify-center gap-3 print:hidden" data-testid="verse-card-actions" data-pagefind-ignore="all">
          {share}
          {own ? download(cardPath) : bsb && bsbDownload ? <Translations inline kjv={download(cardPath)} bsb={bsbDownload} /> : download(cardPath)}
        </div>
      )}
    </Section>
  );
}
