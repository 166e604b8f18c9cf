import type { ReactNode } from 'react';
import { sectionClass } from './section-class.ts';

interface SectionProps {
  /** Anchor and heading id, e.g. "scripture" gives #scripture and #scripture-heading. */
  id: string;
  title: string;
  tone?: 'plain' | 'highlight';
  children: ReactNode;
}

/** One titled section of the devotional, a landmark region named by its heading (the React twin of DevotionalSection.astro). */
export default function Section({ id, title, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={sectionClass(tone)}>
      <h2 id={`${id}-heading`} className="mb-4 font-serif text-2xl font-semibold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      {children}
    </section>
  );
}
