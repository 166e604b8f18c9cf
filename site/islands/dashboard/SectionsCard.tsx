import type { BookmarkedSection } from '../../lib/dashboard/load-dashboard.ts';
import { card, cardTitle, muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';

export default function SectionsCard({ sections }: { sections: BookmarkedSection[] }) {
  return (
    <section className={card} aria-labelledby="sections-heading">
      <h2 id="sections-heading" className={cardTitle}>
        Bookmarked Confessions
      </h2>
      {sections.length === 0 ? (
        <p className={`mt-3 ${muted}`}>Bookmark a question, article or section while reading a confession to find it here.</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="bookmarked-sections">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={s.href} className={textLink}>
                {s.label}
              </a>
              <span className={`block text-sm ${muted}`}>{s.confessionName}</span>
            </li>
          ))}
        </ul>
      )}
      <a href="/confessions/" className={`mt-4 ${secondaryButton}`}>
        Browse Confessions
      </a>
    </section>
  );
}
