import type { BookmarkedSection } from '../../data/dashboard/load-dashboard.ts';
import { card, cardTitle, muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export default function SectionsCard({ sections }: { sections: BookmarkedSection[] }) {
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
      <a href={editionHref(t.locale, '/confessions/')} className={`mt-4 ${secondaryButton}`}>
        {t('dashboard.sections.browse')}
      </a>
    </section>
  );
}
