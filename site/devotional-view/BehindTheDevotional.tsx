import Section from './Section.tsx';
import { behindFacts, behindSummary } from './behind-facts.ts';
import type { ConfessionalReference } from '../lib/devotional-row.ts';
import { ENGLISH_WORDS, type DevotionalWords } from './words.ts';

interface BehindTheDevotionalProps {
  biblicalContext: string | null;
  mainCharacter: string | null;
  keyDoctrine: string | null;
  focus: string | null;
  references: ConfessionalReference[];
  /** The site's origin: printing writes each reference's full address after it (print.css, data-print-href). */
  site: string | URL;
  /** The key doctrine as the edition names it (the stored English name by default). */
  keyDoctrineLabel?: string | null;
  words?: DevotionalWords;
}

/**
 * Biblical context, main character, key doctrine, focus, and the confessional references with their anchors. It
 * stands before the Scripture, so it is folded to one summary line (a <details>) that opens with one tap: on a
 * phone the passage then starts within the first two screens. The public page opens it for printing.
 */
export default function BehindTheDevotional({
  biblicalContext,
  mainCharacter,
  keyDoctrine,
  focus,
  references,
  site,
  keyDoctrineLabel,
  words = ENGLISH_WORDS,
}: BehindTheDevotionalProps) {
  const source = { biblicalContext, mainCharacter, keyDoctrine: keyDoctrineLabel ?? keyDoctrine, focus, referenceCount: references.length };
  const facts = behindFacts(source, words);
  return (
    <Section id="behind-the-devotional" title={words('devotional.behindTitle')}>
      <details className="behind-details group" data-testid="behind-details">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-md py-1 font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-100 [&::-webkit-details-marker]:hidden">
          <span data-pagefind-ignore>{behindSummary(source, words)}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M6 9l6 6 6-6"></path>
          </svg>
        </summary>
        <dl className="mt-4 space-y-4">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{fact.label}</dt>
              <dd className="mt-1 leading-relaxed">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {references.length > 0 && (
          <div className="mt-6 border-t border-stone-200 pt-5 dark:border-stone-800">
            <h3 className="text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{words('devotional.referencesTitle')}</h3>
            <ul className="mt-3 space-y-3" data-testid="confessional-references">
              {references.map((reference, i) => (
                <li key={i} className="rounded-md border-l-4 border-gold-500 bg-stone-50 px-4 py-3 dark:bg-stone-950">
                  <a
                    href={reference.href}
                    data-print-href={new URL(reference.href, site).href}
                    className="reference-link font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
                  >
                    {reference.label}
                  </a>
                  {reference.context && <p className="mt-1 text-sm leading-relaxed text-stone-600 dark:text-stone-400">{reference.context}</p>}
                </li>
              ))}
            </ul>
          </div>
        )}
      </details>
    </Section>
  );
}
