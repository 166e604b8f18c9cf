import Section from './Section.tsx';
import { transcriptParagraphs } from '@lib/devotionals/transcript.ts';
import { ENGLISH_WORDS, type DevotionalWords } from './words.ts';

/**
 * The reflection. It is parsed into text runs (lib/devotionals/transcript.ts), never injected as HTML: React
 * escapes every run, and emphasis is the only formatting a reflection gets.
 */
export default function DevotionalText({ transcript, words = ENGLISH_WORDS }: { transcript: string; words?: DevotionalWords }) {
  const paragraphs = transcriptParagraphs(transcript);
  return (
    <Section id="devotional-text" title={words('devotional.textTitle')}>
      <div className="devotional-text reading-text space-y-4 text-stone-800 dark:text-stone-200">
        {paragraphs.map((runs, p) => (
          <p key={p}>{runs.map((run, r) => (run.emphasis ? <em key={r}>{run.text}</em> : run.text))}</p>
        ))}
      </div>
      {/* The end of the text: the signed-in reading tracker notes when the reader has scrolled past it. */}
      <span data-reading-text-end aria-hidden="true"></span>
    </Section>
  );
}
