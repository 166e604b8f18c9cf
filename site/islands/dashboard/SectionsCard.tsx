import type { BookmarkedSection } from '../../data/dashboard/load-dashboard.ts';
import { bookmarkedSectionLink } from '../../lib/dashboard/bookmarked-section.ts';
import { card, cardTitle, muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/** The reader's bookmarked sections, named in the edition's words ("Vraag 1: …") and linked in the reader's edition. */
export default function SectionsCard({ sections, editionNames }: { sections: BookmarkedSection[]; editionNames: ReadonlyMap<string, string> }) {
  const t = useT();
  return (
    <section className={card} aria-labelledby="sections-heading">
      <h2 id="sections-heading" className={cardTitle}>
        {t('dashboard.sections.heading')}
      </h2>
      {sections.length === 0 ? (
        <p className={`mt-3 ${muted}`}>{t('dashboard.sections.empty')}</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="bookmarked-sections">
          {sections.map((row) => {
            const s = bookmarkedSectionLink(row, t, editionNames);
            return (
              <li key={s.id}>
                <a href={s.href} className={textLink}>
                  {s.name}
                  {s.title && (
                    <>
                      {': '}
                      <span lang={s.titleLang}>{s.title}</span>
                    </>
                  )}
                </a>
                <span className={`block text-sm ${muted}`} lang={s.confessionNameLang}>
                  {s.confessionName}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <a href={editionHref(t.locale, '/confessions/')} className={`mt-4 ${secondaryButton}`}>
        {t('dashboard.sections.browse')}
      </a>
    </section>
  );
}
